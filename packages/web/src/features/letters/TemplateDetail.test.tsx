import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LetterTemplate } from '@clearbill/shared';
import { TemplateDetail } from './TemplateDetail';
import { TemplateList } from './TemplatesTab';

const template: LetterTemplate = {
  id: 't1',
  category_id: 'c1',
  name: 'Prior authorization request',
  description: 'Ask the plan to approve a service before it happens.',
  use_case: 'Before a planned procedure',
  tags: ['prior auth', 'planned care', 'approval', 'fourth'],
  complexity_level: 'advanced',
  target_audience: 'Patients and their doctors',
  estimated_time: '20 minutes',
  required_fields: ['PATIENT_NAME', 'SERVICE_DATE', 'CLINICAL_JUSTIFICATION'],
  optional_fields: ['PATIENT_EMAIL', 'PATIENT_PHONE', 'OTHER_DETAILS', 'CASE_DESCRIPTION'],
  citations: [{ label: '45 CFR 147.136', url: 'https://www.ecfr.gov/current/title-45/section-147.136' }],
  success_rate: null,
  outcomes_count: 0,
  usage_count: 3,
  response_kind: 'pre_service_appeal',
  is_active: true,
};

/** The opening tag of the control named `name`. */
function tag(html: string, name: string): string {
  const match = new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`).exec(html);
  return match?.[0] ?? '';
}

function render(personalFields: string[] = []) {
  return renderToStaticMarkup(
    <TemplateDetail
      template={template}
      open={{
        templateId: 't1',
        personalFields,
        documentId: null,
        focus: false,
        form: { recipientType: '', recipientName: '', fields: { SERVICE_DATE: '2026-03-02' } },
      }}
      categoryName="Prior authorization"
      submitting={false}
      dispatch={() => undefined}
      onGenerate={() => undefined}
    />,
  );
}

describe('TemplateDetail (spec 03 §5 inputs by field name)', () => {
  it('uses date, email and phone inputs and multi-line text by field name', () => {
    const html = render();
    expect(tag(html, 'SERVICE_DATE')).toMatch(/^<input.*type="date".*value="2026-03-02"/);
    expect(tag(html, 'PATIENT_EMAIL')).toMatch(/^<input.*type="email"/);
    expect(tag(html, 'PATIENT_PHONE')).toMatch(/^<input.*type="tel"/);
    expect(tag(html, 'CLINICAL_JUSTIFICATION')).toMatch(/^<textarea.*required/);
    expect(tag(html, 'OTHER_DETAILS')).toMatch(/^<textarea/);
    expect(tag(html, 'CASE_DESCRIPTION')).toMatch(/^<textarea/);
    expect(tag(html, 'PATIENT_NAME')).toMatch(/^<input.*type="text".*required/);
    expect(html).toContain('Recipient type');
    for (const type of ['insurance', 'provider', 'employer', 'other'])
      expect(html).toContain(`value="${type}"`);
    expect(html).toContain('45 CFR 147.136');
  });

  it('groups the fields the patient must type apart from the pre-filled ones', () => {
    const html = render(['PATIENT_NAME']);
    expect(html).toContain('Your details');
    expect(html.indexOf('name="PATIENT_NAME"')).toBeLessThan(html.indexOf('Required details'));
  });
});

describe('TemplateList', () => {
  it('shows name, description, use case, the first 3 tags, complexity, audience, time, rate and usage', () => {
    const html = renderToStaticMarkup(
      <TemplateList templates={[template]} loading={false} failed={false} onOpen={() => undefined} />,
    );
    for (const text of [
      'Prior authorization request',
      'Ask the plan to approve',
      'Before a planned procedure',
      'prior auth',
      'approval',
      'Advanced',
      'Patients and their doctors',
      '20 minutes',
      'Not enough data yet',
      'Used 3 times',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('fourth');
  });

  it('says No Templates Found when nothing matches', () => {
    const html = renderToStaticMarkup(
      <TemplateList templates={[]} loading={false} failed={false} onOpen={() => undefined} />,
    );
    expect(html).toContain('No Templates Found');
  });
});
