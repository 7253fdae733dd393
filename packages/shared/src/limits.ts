/** Limits and constants from the spec (01 §9, 02 §9, 03 §9) and the product's own claims. */
export const limits = {
  /** Claim: passwords of 12+ characters, for patients and admins alike. */
  userPasswordMin: 12,
  adminPasswordMin: 12,
  passwordMax: 200,
  emailMax: 254,
  nameMax: 100,
  usernameMax: 64,
  betaCodeMax: 64,
  /** Claim: 30-minute idle timeout. */
  sessionIdleMs: 30 * 60 * 1000,
  /** Claim: 24-hour token expiry. */
  sessionMaxMs: 24 * 60 * 60 * 1000,
  /**
   * Claim: 5 login attempts per 15 minutes, held per account and address pair (the server's
   * settings can change the counts; these are the defaults).
   */
  loginMaxFailures: 5,
  loginWindowMs: 15 * 60 * 1000,
  guestUploads: 5,
  guestWizardUploads: 3,
  userUploads: 999,
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerRequest: 10,
  /** Pages per document: a scanned page takes about 1.3 s of OCR. */
  maxPagesPerDocument: 60,
  toastDurationMs: 5000,
  toastLimit: 1,
} as const;
