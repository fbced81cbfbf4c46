import { useState, type ComponentType } from 'react';

/**
 * A dialog that is mounted from its first opening on, not before, and stays mounted after, so that closing it runs the
 * native <dialog>'s close and gives focus back as before. Wrapped around a next/dynamic dialog, its chunk is fetched
 * when it first opens (issue #28): the click's button keeps the focus meanwhile, and the dialog returns it there.
 */
export function onceOpened<P extends { open: boolean }>(Dialog: ComponentType<P>): ComponentType<P> {
  function OnceOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened || props.open ? <Dialog {...props} /> : null;
  }
  OnceOpened.displayName = `OnceOpened(${Dialog.displayName ?? Dialog.name})`;
  return OnceOpened;
}
