import { Button } from '@/components/ui/button';
import { touchButton } from './touch';

interface RegisterPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The list's own words: the nav's name, the two buttons, and "page n of m". */
  texts: { label: string; previous: string; next: string; status: string };
}

/** Previous and next at a finger's size under a register list, with where the seller is; nothing for one page. */
export function RegisterPager({ page, pages, onPage, texts }: RegisterPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className="flex items-center justify-between gap-4">
      <Button variant="secondary" className={touchButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <p aria-live="polite">{texts.status}</p>
      <Button variant="secondary" className={touchButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
