import type en from '../../locales/en.ts';

/** The shape of a message tree with every leaf widened to string, so translations can differ. */
export type MessageShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };

export type HostMessages = MessageShape<typeof en>;
