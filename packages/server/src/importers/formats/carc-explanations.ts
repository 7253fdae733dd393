/**
 * Claim adjustment reason codes explained in our own plain words, with what a patient can usually
 * do. The official X12 wording is not ours and is never stored or shown.
 */
export const carcExplanations: Record<string, { explanation: string; action: string }> = {
  '1': {
    explanation:
      'This amount counts toward your deductible: what you pay yourself before your plan starts paying.',
    action: 'Check that your deductible total on the plan statement matches what you have paid this year.',
  },
  '2': {
    explanation: 'This is your coinsurance: your percentage share of the allowed amount.',
    action:
      'Check the percentage against your plan documents and that it applies to the allowed amount, not the full charge.',
  },
  '3': {
    explanation: 'This is your copay: a fixed amount you owe for this kind of visit or service.',
    action:
      'Make sure you were not charged the copay twice, for example once at the desk and again on the bill.',
  },
  '4': {
    explanation: 'The procedure code does not fit the modifier used, or a needed modifier is missing.',
    action:
      'Ask the provider to check the coding and send a corrected claim; you should not pay while it is fixed.',
  },
  '5': {
    explanation: 'The procedure code or bill type does not fit the place where the service was given.',
    action: 'Ask the provider to check the place of service on the claim and resubmit it.',
  },
  '16': {
    explanation: 'The claim was missing information or had a billing error, so it was not paid as sent.',
    action:
      'Ask the provider what was missing and to send a corrected claim; do not pay the full charge meanwhile.',
  },
  '18': {
    explanation: 'The insurer sees this as a duplicate of a claim or service already processed.',
    action: 'Check whether you are being billed twice for the same service; ask for the first claim number.',
  },
  '22': {
    explanation: 'Another insurance plan may need to pay first (coordination of benefits).',
    action: 'Tell both plans about each other, or confirm to this plan that you have no other coverage.',
  },
  '23': {
    explanation: 'The payment reflects what another insurer already paid or decided.',
    action: 'Compare both plans’ statements; the total paid should not leave you owing more than your share.',
  },
  '27': {
    explanation: 'The service was on a date after your coverage with this plan had ended.',
    action: 'Check your coverage dates; if you had other coverage then, ask the provider to bill that plan.',
  },
  '29': {
    explanation: 'The claim reached the insurer after its filing deadline.',
    action:
      'Late filing is usually the provider’s responsibility; in-network providers generally cannot bill you for it.',
  },
  '31': {
    explanation: 'The insurer could not match the patient to one of its members.',
    action: 'Give the provider your exact member ID and name as on your card, and ask them to resubmit.',
  },
  '45': {
    explanation:
      'The charge is above the amount the plan allows; the difference is a discount, not your debt.',
    action: 'If the provider is in your network, you should not be billed this difference.',
  },
  '50': {
    explanation: 'The insurer decided the service was not medically necessary.',
    action: 'You can appeal: ask your doctor for a letter explaining why you needed it.',
  },
  '55': {
    explanation: 'The insurer considers the treatment experimental or investigational.',
    action: 'You can appeal with evidence that the treatment is standard care for your condition.',
  },
  '59': {
    explanation: 'Payment was reduced under the rules for several procedures done at the same time.',
    action:
      'This is usually a normal reduction; check that the provider is not billing you the reduced part.',
  },
  '96': {
    explanation: 'The plan does not cover this charge.',
    action: 'Check your plan’s coverage rules; if you think it should be covered, you can appeal.',
  },
  '97': {
    explanation: 'This service is included in the payment for another service, so it is not paid separately.',
    action: 'An in-network provider usually cannot bill you separately for a bundled service.',
  },
  '109': {
    explanation: 'This plan is not the one that should pay this claim.',
    action: 'Ask the provider to send the claim to the right insurer (for example Medicaid or another plan).',
  },
  '119': {
    explanation: 'You have reached the plan’s maximum benefit for this kind of service for the period.',
    action: 'Check the benefit limits in your plan and whether the count of visits used is right.',
  },
  '151': {
    explanation: 'The insurer says the number or frequency of these services is not supported.',
    action: 'Ask your doctor to send records showing why you needed this many services, and appeal.',
  },
  '167': {
    explanation: 'The diagnosis on the claim is not covered for this service.',
    action: 'Ask the provider to check the diagnosis code; a coding error is common here.',
  },
  '197': {
    explanation: 'The plan needed prior approval (authorization) that was not on file.',
    action: 'Ask the provider whether they requested approval; getting it is often their job, not yours.',
  },
  '198': {
    explanation: 'The service went beyond what the prior approval allowed.',
    action: 'Ask the provider to request an extension of the approval or to appeal.',
  },
  '204': {
    explanation: 'This service, equipment or drug is not covered by your current plan.',
    action: 'Check your plan’s coverage list; you can appeal or ask about a covered alternative.',
  },
  '222': {
    explanation: 'The claim is over the contracted maximum of hours, days or units for this provider.',
    action: 'Ask the provider why the units exceed the limit; a units error on the claim is possible.',
  },
  '234': {
    explanation: 'This procedure is not paid separately.',
    action: 'An in-network provider usually should not bill you for it on its own.',
  },
  '242': {
    explanation: 'The service was not given by a provider in your network or by your primary care provider.',
    action:
      'Check whether it was an emergency or you had no choice of provider: surprise-billing protections may apply.',
  },
  '252': {
    explanation: 'The insurer needs more documents (such as medical records) to process the claim.',
    action: 'Ask the provider to send the records the insurer asked for.',
  },
  '253': {
    explanation: 'A small federal reduction (sequestration) was applied to a Medicare payment.',
    action: 'This is not your cost to pay; no action is usually needed.',
  },
};

export const carcFallback = {
  explanation: 'The insurer adjusted this amount for a reason it lists by this code.',
  action: 'Ask your insurer what this code means for your claim and whether you owe anything for it.',
};
