import type { ComponentPropsWithoutRef } from 'react';
import styles from './Card.module.css';

/** A bordered section of a page; long texts wrap inside it. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  return <section {...props} className={[styles.card, className].filter(Boolean).join(' ')} />;
}
