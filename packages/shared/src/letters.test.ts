import { describe, expect, it } from 'vitest';
import {
  fieldInputKind,
  fieldLabel,
  generateLetterRequestSchema,
  letterMessages,
  letterTrackingUpdateSchema,
} from './letters';

describe('letters contract', () => {
  it('picks the input by the field name (03-feature-pages.md §5)', () => {
    expect(fieldInputKind('DATE_OF_SERVICE')).toBe('date');
    expect(fieldInputKind('PATIENT_EMAIL')).toBe('email');
    expect(fieldInputKind('PHYSICIAN_PHONE')).toBe('tel');
    expect(fieldInputKind('ISSUE_DESCRIPTION')).toBe('textarea');
    expect(fieldInputKind('CLINICAL_DETAILS')).toBe('textarea');
    expect(fieldInputKind('MEDICAL_JUSTIFICATION')).toBe('textarea');
    expect(fieldInputKind('MEMBER_ID')).toBe('text');
    expect(fieldLabel('MEMBER_ID')).toBe('Member ID');
    expect(fieldLabel('DATE_OF_SERVICE')).toBe('Date Of Service');
  });

  it("keeps the spec's messages verbatim", () => {
    expect(letterMessages.missingFieldsBody(['A', 'B'])).toBe('Please fill in: A, B');
    expect(letterMessages.missingRecipientBody).toBe("Please specify who you're sending this letter to.");
    expect(letterMessages.downloadFailedBody).toBe('Unable to download the letter. Please try again.');
  });

  it('accepts the spec payload and refuses lower-case field names', () => {
    const ok = generateLetterRequestSchema.safeParse({
      templateId: 't',
      userData: { PATIENT_NAME: 'x' },
      recipientType: 'insurance',
      recipientName: 'Plan',
      caseDetails: { templateName: 'T', category: 'c', generatedDate: '2026-01-01' },
    });
    expect(ok.success).toBe(true);
    expect(generateLetterRequestSchema.safeParse({ templateId: 't', userData: { name: 'x' } }).success).toBe(
      false,
    );
  });

  it('tracks only the two moves, with their dates', () => {
    expect(letterTrackingUpdateSchema.safeParse({ status: 'sent', sentAt: '2026-01-02' }).success).toBe(true);
    expect(
      letterTrackingUpdateSchema.safeParse({ status: 'answered', answeredAt: '2026-01-02', outcome: 'won' })
        .success,
    ).toBe(true);
    expect(
      letterTrackingUpdateSchema.safeParse({ status: 'answered', answeredAt: '2026-01-02' }).success,
    ).toBe(false);
    expect(letterTrackingUpdateSchema.safeParse({ status: 'draft' }).success).toBe(false);
  });
});
