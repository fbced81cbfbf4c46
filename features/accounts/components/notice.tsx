import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

const tones = {
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * A result shown in place of a form. It takes the focus when it appears, because the control the user was on
 * (the submit button) has just gone; errors are alerts, other results are read politely. It is no control, so it
 * shows no focus ring.
 */
export function Notice({ tone, title, children, focus = true }: { tone: keyof typeof tones; title?: string; children?: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }} role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'} className={clsx('rounded-md border p-4', tones[tone])}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={clsx(title && 'mt-1')}>{children}</div>}
    </div>
  );
}
