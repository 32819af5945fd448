/** Numbers of the account rules (docs/decisions/0300-customer-accounts.md), in one place. */
export const PASSWORD = { minLength: 8, maxLength: 128 } as const;

/** Emailed six-digit codes (password reset, sign-up confirmation). */
export const EMAIL_CODE = {
  digits: 6,
  /** A reset code expires after 15 minutes. */
  lifetimeMs: 15 * 60 * 1000,
  /** Wrong tries after which the code is void and a new one must be requested. */
  maxAttempts: 5,
} as const;

export const SESSION = {
  /** "Remember me": the he-token cookie and its session live 30 days (the longest any shop cookie lives). */
  rememberDays: 30,
  /** Without it the cookie ends with the browser session; the server stops trusting it after a day. */
  browserSessionHours: 24,
} as const;

/** The coupon every new account receives. */
export const WELCOME_COUPON = { kind: "percent", value: 10, validDays: 30, minSubtotalCents: 0 } as const;

export const LIMITS = { addresses: 20, wishlist: 200, walletPageSize: 10 } as const;

/** SPU codes as the catalogue writes them. */
export const SPU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
