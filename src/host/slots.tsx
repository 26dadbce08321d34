import type { ComponentType } from 'react';
import type { SlotName, SlotProps } from './module-contract.ts';

type Sections = { [K in SlotName]?: Array<ComponentType<SlotProps[K]>> };

let sections: Sections = {};

/** The modules' sections by slot (set once by the composition, src/composition.ts). */
export function setSlotSections(next: Sections): void {
  sections = next;
}

/** Every module's section for this slot, in module order; nothing when no module fills it. */
export function Slot<K extends SlotName>({ name, props }: { name: K; props: SlotProps[K] }) {
  const list = (sections[name] ?? []) as Array<ComponentType<SlotProps[K]>>;
  return (
    <>
      {list.map((Section, i) => (
        <Section key={i} {...props} />
      ))}
    </>
  );
}
