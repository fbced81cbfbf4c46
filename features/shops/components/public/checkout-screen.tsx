import Link from 'next/link';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { isApiError } from '@/lib/api-client/public';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format';
import { cartStore, cartTotal, type CartItem } from '../../cart-store';
import { saveShopOrder } from '../../saved-shop-orders';
import { shopPublicPath } from '../../links';
import { useCreateShopOrder, useShopPage } from '../../public-api';
import type { ShopPageView } from '../../types';
import { CartLines } from './cart-panel';
import { ShopFrame } from './shop-frame';
import { useCart } from './use-cart';
import { useReleaseLeftPayment } from './use-release-left-payment';

const NO_ITEMS: CartItem[] = [];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the refusal says is left of each short line (`details`: field → units), when it says so. */
function remainingOf(body: unknown): Record<string, number> {
  const details = (body as { details?: unknown } | null)?.details;
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

type FieldErrors = Partial<Record<'name' | 'email' | 'acceptTerms', string>>;

/** /s/{slug}/checkout: the spectator's name and e-mail, the sale conditions, then the payment provider's page. */
export function CheckoutScreen() {
  const t = useTranslations('shops.public');
  const router = useRouter();
  const slug = typeof router.query.slug === 'string' ? router.query.slug : '';
  const query = useShopPage(slug);
  const page = query.data;
  useReleaseLeftPayment(page?.id ?? '', query.refetch);

  if (!page) {
    return (
      <ShopFrame title={t('checkout.title')}>
        {query.isError ? (
          <LoadError onRetry={() => void query.refetch()} error={query.error} missing={{ title: t('notFound.title'), text: t('notFound.text') }} />
        ) : (
          <SkeletonLines label={t('loading')} lines={4} />
        )}
      </ShopFrame>
    );
  }
  return (
    <ShopFrame title={t('checkout.title')} organiser={page.organiser} heading={
        <div>
          <p className="font-semibold">{page.event.name}</p>
          <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        </div>
      }
    >
      <Link href={shopPublicPath(page.slug)} className="inline-flex min-h-11 items-center font-medium text-slate-900 underline">
        <span aria-hidden="true">←&nbsp;</span>
        {t('checkout.back')}
      </Link>
      {page.status === 'opened' ? (
        <CheckoutForm page={page} />
      ) : (
        <p role="alert" className="font-medium text-slate-900">
          {t('closed.title')}
        </p>
      )}
    </ShopFrame>
  );
}

function CheckoutForm({ page }: { page: ShopPageView }) {
  const t = useTranslations('shops.public');
  const catalogue = useErrorCatalogue();
  // The language of this screen is the confirmation e-mail's.
  const locale = useLocale() === 'en' ? 'en' : 'fr';
  const items = useCart(page.id, (state) => state.items, NO_ITEMS);
  const order = useCreateShopOrder(page.id);
  // The buyer as last typed on this phone: back from the payment page, the form is as it was left.
  const [name, setName] = useState(() => cartStore(page.id).getState().buyer.name);
  const [email, setEmail] = useState(() => cartStore(page.id).getState().buyer.email);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  function explain(error: unknown): string {
    if (!isApiError(error)) return t('checkout.failed');
    if (error.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY') {
      const remaining = remainingOf(error.body);
      const short = error.fields.flatMap((field) => {
        const item = items[Number(field.split('.')[1])];
        return item ? [{ item, left: remaining[field] }] : [];
      });
      if (short.length)
        return short
          .map(({ item, left }) => {
            const title = item.variantTitle ? `${item.title} ${item.variantTitle}` : item.title;
            return typeof left === 'number' ? t('checkout.lineRemaining', { title, count: left }) : t('checkout.lineShort', { title });
          })
          .join(' ');
    }
    const { title, subtitle } = describeError(error, catalogue, t('checkout.failed'));
    return subtitle ? `${title}. ${subtitle}` : title;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name: name.trim(), email: email.trim() };
    const found: FieldErrors = {};
    if (!input.name) found.name = t('checkout.nameRequired');
    if (!EMAIL.test(input.email)) found.email = t('checkout.emailInvalid');
    if (!accepted) found.acceptTerms = t('checkout.termsRequired');
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length || items.length === 0) return;
    const cart = cartStore(page.id).getState();
    cart.setBuyer(input);
    try {
      const answer = await order.mutateAsync({
        input: { ...input, acceptTerms: true, locale, items: items.map(({ productVariantId, quantity }) => ({ productVariantId, quantity })) },
        idempotencyKey: cart.checkoutKey,
      });
      // The server answered with an order: a later attempt (after a declined payment) is a new order.
      cart.renewCheckoutKey();
      cart.setPendingOrder({ orderId: answer.order.id, token: answer.token });
      saveShopOrder({ answer, shop: { id: page.id, slug: page.slug, event: page.event, collection: page.collection, organiser: page.organiser } });
      if (answer.payment.redirectUrl) {
        setLeaving(true);
        window.location.assign(answer.payment.redirectUrl);
      } else {
        setRefusal(t('checkout.failed'));
      }
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'VALIDATION_ERRORS') {
        const fields: FieldErrors = {};
        if (error.fields.includes('name')) fields.name = t('checkout.nameRequired');
        if (error.fields.includes('email')) fields.email = t('checkout.emailInvalid');
        if (error.fields.includes('acceptTerms')) fields.acceptTerms = t('checkout.termsRequired');
        setErrors(fields);
        if (Object.keys(fields).length) return;
      }
      setRefusal(explain(error));
    }
  }

  if (items.length === 0) return <p className="text-slate-700">{t('checkout.emptyCart')}</p>;
  const busy = order.isPending || leaving;
  return (
    <>
      <section aria-labelledby="checkout-cart" className="flex flex-col gap-2">
        <h2 id="checkout-cart" className="text-lg font-semibold text-slate-900">
          {t('cart.title')}
        </h2>
        <CartLines shopId={page.id} limits={page.orderLimits} />
      </section>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField label={t('checkout.name')} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} required />
        <TextField
          label={t('checkout.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t('checkout.emailHint')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-start gap-3 text-slate-900">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'checkout-terms-error' : undefined}
              className="mt-1 h-5 w-5"
            />
            <span>
              {t.rich('checkout.terms', {
                organiser: page.organiser.name,
                // A new tab, so the form keeps what is typed; the conditions are the organiser's, or the default text.
                link: (chunks) => (
                  <a href={`${shopPublicPath(page.slug)}/conditions`} target="_blank" rel="noopener" className="font-medium underline">
                    {chunks}
                    <span className="sr-only"> {t('checkout.termsNewTab')}</span>
                  </a>
                ),
              })}
            </span>
          </label>
          {errors.acceptTerms && (
            <p id="checkout-terms-error" className="text-sm text-red-700">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        {refusal && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
            {refusal}
          </p>
        )}
        <Button type="submit" disabled={busy} className="min-h-12 text-lg">
          {busy ? t('checkout.paying') : t('checkout.pay', { total: formatMoney(cartTotal(items)) })}
        </Button>
      </form>
    </>
  );
}
