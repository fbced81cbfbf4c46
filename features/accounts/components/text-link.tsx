import clsx from 'clsx';
import Link, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes } from 'react';

/** An inline link in the account pages' colours (brand on white: 7.9:1). */
export function TextLink({ className, ...props }: LinkProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link className={clsx('font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800', className)} {...props} />;
}

/** A link styled as the primary button, for the one next step of a finished screen. */
export function ButtonLink({ className, ...props }: LinkProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Link
      className={clsx('inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800', className)}
      {...props}
    />
  );
}
