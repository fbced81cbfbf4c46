/**
 * The card payment provider, behind one interface (spec §1: card payments go through a provider only). The stand
 * register uses card-present payments, the online shop online payments; plan billing will add its own operations.
 */
export interface CardPresentPaymentRequest {
  /** Our payment id: the provider keeps it as metadata and as the idempotency key of the call. */
  paymentId: string;
  amount: number;
  description: string;
  /** The stand's card reader at the provider, when one is registered. */
  readerId: string | null;
}

export interface ConnectedAccountRequest {
  clientId: string;
  email: string | null;
  /** ISO 3166 alpha-2, the organisation's country (FR by default). */
  country: string;
}

export interface ConnectedAccountState {
  providerAccountId: string;
  /** Whether payments may be taken for this account (Stripe: charges_enabled). */
  canReceivePayments: boolean;
}

/** A click-and-collect order paid on the spectator's phone, for the organiser, the platform keeping its fee. */
export interface OnlinePaymentRequest {
  /** Our payment id: kept as metadata and as the idempotency key of the call, so a retry never opens two sessions. */
  paymentId: string;
  /** VAT included, cents. */
  amount: number;
  /** The platform's commission, cents, kept out of what the organiser receives. */
  applicationFee: number;
  /** The organiser's payout account at the provider (Stripe: the connected account the charge is destined to). */
  connectedAccountId: string;
  description: string;
  customerEmail: string;
  /** Where the provider sends the spectator back after paying, or after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** Our own confirm page, which stands in for the provider's when there is none (the sandbox). */
  sandboxPageUrl: string;
  /** The end of the stock hold: the payment page expires then (Stripe Checkout: 30 minutes at least). */
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Sends the amount to the reader; the outcome arrives later (the sandbox's buttons, or the provider's webhook). */
  startCardPresentPayment(request: CardPresentPaymentRequest): Promise<{ providerPaymentId: string }>;
  /** Opens the page where the customer pays online; the outcome arrives later (webhook, or the sandbox's page). */
  startOnlinePayment(request: OnlinePaymentRequest): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** Stops a payment still waiting on the reader or on the customer's online payment (cancel-pending swept it). */
  cancelPayment(providerPaymentId: string): Promise<void>;
  /**
   * Gives back part or all of a succeeded payment, keyed `refund-<refundId>` at the provider. An online payment's
   * refund is taken back from the organiser who received it; the platform keeps its fee (docs/decisions.md).
   */
  refundPayment(request: { providerPaymentId: string; amount: number; refundId: string }): Promise<{ providerRefundId: string }>;
  /** Makes the organiser's payout account (Stripe Connect Express); `clientId` is the idempotency key of the call. */
  createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccountState>;
  /** A one-time address where the organiser completes the provider's onboarding, then comes back to `returnUrl`. */
  createOnboardingLink(request: { providerAccountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** What the provider says of the account now. */
  readConnectedAccount(providerAccountId: string): Promise<ConnectedAccountState>;
}

/** A plan's monthly price as the provider bills it (plan billing: Stripe Billing, or the sandbox). */
export interface BillingPlanPrice {
  plan: string;
  /** The product's name on the provider's invoices and checkout page. */
  name: string;
  /** Excl. VAT, cents, billed monthly. */
  monthlyAmount: number;
}

export interface SubscriptionCheckoutRequest {
  /** Our subscription id: kept as metadata and as the idempotency key, so a retry never opens two checkouts. */
  subscriptionId: string;
  clientId: string;
  customerId: string;
  price: BillingPlanPrice;
  successUrl: string;
  cancelUrl: string;
  /** Our own confirm page, which stands in for the provider's when there is none (the sandbox). */
  sandboxPageUrl: string;
}

export interface BillingCustomerRequest {
  clientId: string;
  name: string;
  email: string | null;
  address: { line1: string; line2: string | null; postalCode: string; city: string; country: string };
}

/** Plan billing: the organisation pays the platform monthly for its plan. */
export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The organisation as the provider's customer; `clientId` is the idempotency key. */
  createBillingCustomer(request: BillingCustomerRequest): Promise<{ customerId: string }>;
  /** Opens the page where the organisation pays its first month; the outcome arrives later (webhook or sandbox page). */
  startSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<{ redirectUrl: string }>;
  /** Moves a running subscription to another plan's price, prorated by the provider. */
  changeSubscriptionPrice(request: { providerSubscriptionId: string; price: BillingPlanPrice }): Promise<void>;
  /** Stops (true) or resumes (false) the renewal at the end of the current period. */
  setCancelAtPeriodEnd(request: { providerSubscriptionId: string; cancel: boolean }): Promise<void>;
  /** The provider's customer portal (payment method, invoices), coming back to `returnUrl`. */
  createBillingPortal(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}
