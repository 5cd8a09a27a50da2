import type { MouseEvent } from 'react';
import { pageWindow } from './pageWindow';
import { paginationText as text } from './paginationText';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  currentPage: number;
  totalPages: number;
  /** Called with the page the player chose. */
  onPageChange: (page: number) => void;
  /** The address of a page (e.g. '?page=3'): the controls are then links that open in a new tab too. */
  hrefFor?: (page: number) => string;
  /** The accessible name of the navigation, e.g. 'Pages of your transactions'. */
  label?: string;
}

interface Control {
  page: number;
  content: string;
  name: string;
  current?: boolean;
}

/**
 * Page controls: first, previous, a window of up to 10 page numbers, next and last (spec 2 §2).
 * Nothing shows for a single page. Controls that lead nowhere (previous on page 1) are left out.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  hrefFor,
  label = text.label,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const before: Control[] =
    currentPage > 1
      ? [
          { page: 1, content: '«', name: text.first },
          { page: currentPage - 1, content: '‹', name: text.previous },
        ]
      : [];
  const after: Control[] =
    currentPage < totalPages
      ? [
          { page: currentPage + 1, content: '›', name: text.next },
          { page: totalPages, content: '»', name: text.last },
        ]
      : [];
  const numbers = pageWindow(currentPage, totalPages).map((page) => ({
    page,
    content: String(page),
    name: text.page(page),
    current: page === currentPage,
  }));
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {[...before, ...numbers, ...after].map((control) => (
          <li key={control.name}>
            <PageControl control={control} hrefFor={hrefFor} onPageChange={onPageChange} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PageControl({
  control,
  hrefFor,
  onPageChange,
}: {
  control: Control;
  hrefFor?: (page: number) => string;
  onPageChange: (page: number) => void;
}) {
  const className = `${styles.control} ${control.current ? styles.current : ''}`;
  const common = {
    className,
    'aria-label': control.name,
    'aria-current': control.current ? ('page' as const) : undefined,
  };
  if (!hrefFor) {
    return (
      <button type="button" {...common} onClick={() => onPageChange(control.page)}>
        {control.content}
      </button>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPageChange(control.page);
  };
  return (
    <a {...common} href={hrefFor(control.page)} onClick={follow}>
      {control.content}
    </a>
  );
}
