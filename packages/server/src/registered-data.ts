import { analysisData, savedResultData } from './analyses/data-rights';
import { accountData, sessionData } from './auth/data-rights';
import { contactMessageData } from './contact/data-rights';
import { chatData } from './chat/data-rights';
import { DataRightsRegistry } from './data-rights/registry';
import { adoptedGuestUploadData, documentData } from './documents/data-rights';
import { reviewFlagData } from './enterprise/data-rights';
import { letterData } from './letters/data-rights';
import { auditEventData } from './privacy/activity-data-rights';
import { consentData } from './privacy/data-rights';

/**
 * Every kind of personal data the product holds for an account, in the order an export lists them
 * (erasure runs backwards: the account last). A new domain adds its entry here; the privacy routes,
 * the consent sweep and the erasure test pick it up without change.
 */
export function patientDataRights(): DataRightsRegistry {
  return new DataRightsRegistry()
    .register(accountData)
    .register(sessionData)
    .register(consentData)
    .register(documentData)
    .register(adoptedGuestUploadData)
    .register(analysisData)
    .register(savedResultData)
    .register(letterData)
    .register(chatData)
    .register(reviewFlagData)
    .register(contactMessageData)
    .register(auditEventData);
}
