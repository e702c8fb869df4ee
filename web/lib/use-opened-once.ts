import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog whose code loads on demand mounts then and
 * stays mounted, so closing still animates and the next opening needs no second load.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
