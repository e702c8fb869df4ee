import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue message with its placeholders filled by elements (a bold figure, a name), each where the
 * page's language puts it: "Teil on sel kuul alles {credits} tasuta kontakti." with `credits` in bold.
 */
export function fillWithNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{values[part]}</Fragment> : part));
}
