/**
 * User-facing texts. Where the spec gives a text it is copied verbatim (spec section in the comment);
 * the rest are ours, written in the same plain voice.
 */
export const messages = {
  // 01-patient-area.md §5
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  validEmailRequired: 'Valid email is required',
  // The spec's form says 6; the product's promise (12+ characters, 01-patient-area.md §1) wins, in the same words.
  passwordMin: 'Password must be at least 12 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  noTokenReceived: 'No token received from server',
  invalidResponseFormat: 'Invalid response format',
  consentRequired: 'Consent is required for analysis',
  // 01-patient-area.md §8
  loginFailedTitle: 'Login failed',
  loginFailedDefault: 'Please check your credentials and try again.',
  registrationFailed: 'Registration failed',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackBody: 'Successfully logged in.',
  accountCreatedTitle: 'Welcome to ClearBill!',
  accountCreatedBody: 'Your account has been created successfully.',
  loggedOutTitle: 'Logged out',
  loggedOutBody: 'You have been successfully logged out.',
  guestSessionFailedTitle: 'Error',
  guestSessionFailedBody: 'Failed to create guest session',
  invalidCodeTitle: 'Invalid Code',
  invalidCodeBody: 'The discount code is invalid or expired',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedBody: 'You are logged out. Logging in again...',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredBody: 'Please log in again...',
  gateText: 'Sign in to access your personalized dashboard and saved documents',
  notFoundTitle: '404 Page Not Found',
  // 02-admin-back-office.md §8
  adminInvalidCredentials: 'Invalid credentials',
  adminConnectionError: 'Connection error. Please try again.',
  adminLoginSuccess: 'Login Successful',
  // ours
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidCredentials: 'The email or password is incorrect.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. For your security, sign-in is paused. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyGuestSessions: (wait: string) =>
    `Too many guest sessions from your network. Please try again in ${wait}.`,
  tooManyGuestUploads: (wait: string) =>
    `Too many free uploads from your network today. Create a free account to keep going, or try again in ${wait}.`,
  tooManyChatMessages: (wait: string) =>
    `Too many messages to the assistant in a short time. Please try again in ${wait}.`,
  chatSessionNotFound: 'Conversation not found',
  tooManySignups: (wait: string) =>
    `Too many accounts created from your network. Please try again in ${wait}.`,
  passwordTooCommon:
    'This password is too easy to guess: it is a common password or has appeared in a data breach. Choose another.',
  notSignedIn: 'You are not signed in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  guestSessionMissing: 'No guest session. Start a new one to continue.',
  adminOnly: 'This area is for administrators only.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidTotp: 'That code is not valid. Check your authenticator app and try again.',
  totpEnrolmentRequired: 'Set up two-step sign-in to continue.',
  invalidRecoveryCode: 'That recovery code is not valid or has already been used.',
  totpAlreadyEnrolled: 'Two-step sign-in is already set up for this account.',
  totpNoPendingSetup: 'Start the set-up first: no authenticator is waiting to be confirmed.',
  adminPasswordMin: 'Password must be at least 12 characters',
  usernameRequired: 'Username is required',
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  nameTooLong: 'Names must be at most 100 characters',
  codeRequired: 'Enter a code',
  // uploads and PHI confirmation: 01-patient-area.md §8
  uploadFailedTitle: 'Upload Failed',
  uploadFailedDefault: 'Failed to upload document',
  analysisFailedTitle: 'Analysis Failed',
  analysisFailedDefault: 'Failed to analyze your bill. Please try again.',
  phiProtectedButFailed: (message: string) => `PHI was protected but analysis failed: ${message}`,
  confirmationFailedTitle: 'Confirmation Failed',
  confirmationFailedBody: 'Failed to confirm redactions. Please try again.',
  noDocumentId: 'No document ID available',
  analysisFailedToStart: 'Analysis failed to start',
  analysisLoadFailed: 'Failed to load analysis results.',
  // uploads: ours
  noFileChosen: 'Choose a file to upload.',
  unsupportedFileType: 'This file type is not supported. Upload a PDF, JPG, PNG, DICOM or Word (DOCX) file.',
  wizardFileType: 'The quick upload accepts one PDF, JPG or PNG file.',
  fileTooLarge: 'Each file must be 10 MB or smaller.',
  tooManyFiles: 'Upload at most 10 files at a time.',
  guestQuotaReached:
    'You have used all your free uploads. Create a free account or enter a beta code to upload more.',
  userQuotaReached: 'You have reached the upload limit for your account.',
  pdfEncrypted: 'This PDF is password-protected. Save a copy without the password and upload that.',
  documentCorrupt:
    'We could not read this file. It may be damaged or incomplete. Try saving it again or take a new photo.',
  imageTooLarge:
    'This image is too large to process. Take a photo at a lower resolution or scan at 300 dpi or less.',
  docxTooLarge: 'This Word file expands to more than we can safely read. Save it as a PDF and upload that.',
  dicomTruncated: 'This DICOM file is incomplete or damaged. Export it again from the imaging viewer.',
  // issue 9: a PNG or JPEG whose pixels cannot be decoded whole (found while extracting, after upload)
  imageDamaged: 'This image is damaged or incomplete; please take the photo again.',
  documentTimedOut:
    'Reading this document took too long. Upload fewer pages at a time, or a smaller or clearer copy.',
  patientOnly: 'Documents belong to patient accounts. Sign in as a patient or continue as a guest.',
  documentNotFound: 'That document was not found. It may have been deleted.',
  dicomNotMixed: 'Upload DICOM files on their own, not together with other documents.',
  tooManyPages: 'This document has more than 60 pages. Upload the pages of the bill you want checked.',
  saveNeedsAccount: 'Create a free account to save this analysis to your dashboard.',
  reportNeedsAccount: 'Create a free account to download the full report.',
  analysisNotReady:
    'This document has not been analysed yet. Confirm what personal information to remove first.',
  documentNotReady: 'This document is still being processed. Try again in a moment.',
  analysisInProgress: 'This document is being analysed. Its results will be ready in a moment.',
  /** The reason a document's analysis failed, inside the spec's 'PHI was protected but analysis failed: …'. */
  analysisJobFailed: 'the bill could not be analysed. Please try again.',
  documentNotAwaitingConfirmation: 'This document has no personal information waiting for confirmation.',
  redactionNotFound: 'That redaction was not found.',
  missedPhiNotInDocument:
    'That text does not appear in this document. Check the spelling, or select it in the document text.',
  missedPhiTooMany: 'You have added the most items we allow for one document (50).',
  missedPhiTooManyPlaces: 'That text appears in too many places to remove safely. Add something longer.',
  invalidValidationData: 'The questionnaire answers could not be read.',
  documentUnreadableAfterUpload: 'We could not read any text in this document. Try a clearer scan or photo.',
  // a multipart body cut short or malformed (issue 9)
  malformedUpload: 'The upload arrived incomplete or malformed. Please try again.',
  // privacy settings: 01-patient-area.md §8 (toasts) and ours (refusals)
  consentUpdatedTitle: 'Consent Updated',
  consentUpdatedBody: 'Your privacy preferences have been updated.',
  consentFailedTitle: 'Update Failed',
  consentFailedBody: 'Failed to update consent preferences.',
  exportDoneTitle: 'Data Export Complete',
  exportDoneBody: 'Your data has been exported and downloaded.',
  exportFailedTitle: 'Export Failed',
  exportFailedBody: 'Failed to export your data.',
  accountDeletedTitle: 'Account Deleted',
  accountDeletedBody: 'Your account and all associated data have been permanently deleted.',
  deletionFailedTitle: 'Deletion Failed',
  deletionFailedBody: 'Failed to delete your account.',
  consentTypeInvalid: 'Choose one of: data_processing, research_use, communications.',
  consentGivenInvalid: 'consentGiven must be true or false.',
  consentBodyInvalid: 'Send {consentType, consentGiven} and nothing else.',
  pageInvalid: 'page must be a whole number from 1.',
  pageSizeInvalid: 'pageSize must be a whole number from 1 to 100.',
  emptyBodyExpected: 'This request takes no body.',
  processingConsentWithdrawn:
    'You withdrew your consent to data processing, so we cannot process new documents. Turn it back on in Privacy Settings to continue.',
  accountErased: 'Your account and all associated data have been permanently deleted.',
} as const;

/** How long until a limit lifts, in words: minutes up to two hours, then hours (rounded up). */
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}
