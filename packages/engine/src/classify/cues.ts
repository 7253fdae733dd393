// What each kind of document says about itself. Weights reflect how specific a phrase is to the kind:
// "explanation of benefits" names an EOB outright, "appeal" appears on bills and EOBs too. `core` cues
// are those only that kind uses; a kind with none of its core cues present cannot win.
import type { DocumentType } from '@clearbill/shared';

export type ScoredType = Exclude<DocumentType, 'dicom' | 'other'>;

export interface Cue {
  phrase: string;
  weight: number;
  core?: boolean;
}

const cue = (phrase: string, weight: number, core = false): Cue => ({ phrase, weight, core });

export const CUES: Record<ScoredType, Cue[]> = {
  bill: [
    cue('amount due', 3, true),
    cue('balance due', 3, true),
    cue('total due', 2.5, true),
    cue('please pay', 3, true),
    cue('pay this amount', 3, true),
    cue('payment due', 2.5, true),
    cue('due date', 1.5),
    cue('please remit', 3, true),
    cue('remit to', 2.5, true),
    cue('amount enclosed', 3, true),
    cue('make checks payable', 3, true),
    cue('pay online', 2, true),
    cue('pay your bill', 2.5, true),
    cue('itemized', 2.5, true),
    cue('statement of services', 2, true),
    cue('patient statement', 2.5, true),
    cue('statement date', 1.5, true),
    cue('statement', 1),
    cue('invoice', 2, true),
    cue('guarantor', 2, true),
    cue('total charges', 1.5, true),
    cue('patient balance', 1.5, true),
    cue('account balance', 1.5, true),
    cue('new balance', 1.5, true),
    cue('previous balance', 1.5, true),
    cue('billing office', 1),
    cue('financial assistance', 1),
    cue('self pay', 1),
    cue('charges', 0.5),
    cue('insurance payments', 1),
    cue('insurance adjustments', 1),
    cue('rev code', 1),
    cue('detach', 1.5),
    // An EOB or a letter saying so is not asking to be paid.
    cue('this is not a bill', -4),
    cue('not a bill', -2),
  ],
  eob: [
    cue('explanation of benefits', 6, true),
    cue('this is not a bill', 4, true),
    cue('not a bill', 2, true),
    cue('eob', 2.5, true),
    cue('summary of benefits', 2, true),
    cue('medicare summary notice', 5, true),
    cue('maximum you may be billed', 2.5, true),
    cue('claim summary', 1.5, true),
    cue('claims processed', 2, true),
    cue('we processed', 1.5),
    cue('allowed amount', 2, true),
    cue('amount allowed', 2, true),
    cue('allowed', 1.5, true),
    cue('plan paid', 2, true),
    cue('plan pays', 2, true),
    cue('paid by plan', 2, true),
    cue('plan discount', 1.5, true),
    cue('network savings', 1.5, true),
    cue('you owe', 1),
    cue('your share', 1.5),
    cue('member responsibility', 1.5),
    cue('patient responsibility', 0.5),
    cue('deductible', 0.5),
    cue('coinsurance', 0.5),
    cue('copay', 0.5),
    cue('remark', 1),
    cue('claim number', 0.5),
    cue('network status', 1),
    cue('provider billed', 1.5),
    cue('amount billed', 0.5),
  ],
  denial_letter: [
    cue('adverse benefit determination', 6, true),
    cue('adverse determination', 4, true),
    cue('notice of denial', 4, true),
    cue('denial', 2, true),
    cue('denied', 2, true),
    cue('not medically necessary', 2.5, true),
    cue('medical necessity', 1.5),
    cue('right to appeal', 2.5, true),
    cue('request an appeal', 2, true),
    cue('appeal', 1),
    cue('external review', 2.5, true),
    cue('independent review', 1.5),
    cue('grievance', 1.5),
    cue('reconsideration', 1.5),
    cue('utilization management', 1.5),
    cue('utilization review', 1.5),
    cue('we reviewed', 1.5),
    cue('this decision', 1.5),
    cue('unable to approve', 2.5, true),
    cue('not approved', 2, true),
    cue('is not covered', 1.5),
    // Letter form: an addressee and a signature.
    cue('dear', 1.5),
    cue('sincerely', 1.5),
    cue('re', 0.5),
  ],
};
