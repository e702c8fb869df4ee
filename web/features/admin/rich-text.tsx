import { Fragment, type ReactNode } from 'react';

/**
 * A message with markup inside it ("Praegu {current}, uus hind {next}."): each placeholder named in
 * `parts` becomes that element, so that every language keeps its own word order around it. A
 * placeholder not named stays as written.
 */
export function richMessage(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    // The pieces keep their order for the message's life: the index is their identity.
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}
