import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { pageWindow } from './pageWindow';

const names = () =>
  screen.getAllByRole('listitem').map((item) => item.firstElementChild?.getAttribute('aria-label'));

it.each([
  [1, 3, [1, 2, 3]],
  [1, 25, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  [12, 25, [7, 8, 9, 10, 11, 12, 13, 14, 15, 16]],
  [25, 25, [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]],
])('windows page %p of %p to %p', (current, total, pages) => {
  expect(pageWindow(current, total)).toEqual(pages);
});

it('shows nothing for a single page', () => {
  const { container } = render(
    <Pagination currentPage={1} totalPages={1} onPageChange={jest.fn()} />,
  );
  expect(container).toBeEmptyDOMElement();
});

it('offers first and previous after page 1, next and last before the last page', () => {
  render(<Pagination currentPage={12} totalPages={25} onPageChange={jest.fn()} />);

  expect(names()).toEqual([
    'First page',
    'Previous page',
    ...[7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((page) => `Page ${page}`),
    'Next page',
    'Last page',
  ]);
  expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
});

it('leaves out first and previous on page 1', () => {
  render(<Pagination currentPage={1} totalPages={2} onPageChange={jest.fn()} />);

  expect(names()).toEqual(['Page 1', 'Page 2', 'Next page', 'Last page']);
});

it('reports the chosen page from buttons, and from links that keep their address', async () => {
  const onPageChange = jest.fn();
  const { rerender } = render(
    <Pagination currentPage={3} totalPages={5} onPageChange={onPageChange} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(2);

  rerender(
    <Pagination
      currentPage={3}
      totalPages={5}
      onPageChange={onPageChange}
      hrefFor={(page) => `?page=${page}`}
      label="Pages of your transactions"
    />,
  );
  const last = screen.getByRole('link', { name: 'Last page' });
  expect(last).toHaveAttribute('href', '?page=5');
  await userEvent.click(last);
  expect(onPageChange).toHaveBeenLastCalledWith(5);
  expect(
    screen.getByRole('navigation', { name: 'Pages of your transactions' }),
  ).toBeInTheDocument();
});
