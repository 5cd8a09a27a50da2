import { createContext } from 'react';

/**
 * The heading of the page Back returns to, set by the flow that stacks the pages. On small screens
 * the modal's own Back link closes the modal, so the page's Back names where it goes.
 */
export const BackTarget = createContext<string | null>(null);
