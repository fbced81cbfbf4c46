import type { ReactNode } from 'react';

export function PlainLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
