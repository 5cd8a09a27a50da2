import { render, screen } from '@testing-library/react';
import { Loader } from './Loader';

it('announces what is loading', () => {
  render(<Loader label="Loading transactions" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
});

it('says Loading by default', () => {
  render(<Loader />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});
