/** The pricing page, which the contact panels and the payment dialogs link to. */
export const PRICING_PATH = '/hinnad';
