/**
 * Made-up bills for demo mode and the /demo walk-through. No real person, provider or account: every
 * name says it is a sample, and no line carries a patient identifier. Each one holds an error the
 * engine looks for, so the demo shows real findings from the real analysis.
 */
export interface DemoSampleBill {
  fileName: string;
  text: string;
}

const header = (title: string) => [
  'Sample General Hospital (DEMO DATA - not a real provider)',
  'This statement is synthetic sample data made for the ClearBill demo.',
  title,
  'Insurance: Sample Health Plan   Statement date: 02/03/2026',
  'Date        Code    Description                          Units   Charges',
];

export const demoSampleBills: readonly DemoSampleBill[] = [
  {
    fileName: 'demo-sample-bill-duplicate-charge.txt',
    text: [
      ...header('ITEMIZED STATEMENT OF SERVICES'),
      '01/12/2026  99213   Office visit, established patient    1       $185.00',
      '01/12/2026  36415   Routine venipuncture                 1       $24.00',
      '01/12/2026  36415   Routine venipuncture                 1       $24.00',
      '01/12/2026  80053   Comprehensive metabolic panel        1       $96.00',
      'Total Charges   $329.00',
      'Patient Balance Due   $329.00',
    ].join('\n'),
  },
  {
    fileName: 'demo-sample-bill-emergency-visit.txt',
    text: [
      ...header('ITEMIZED STATEMENT OF SERVICES'),
      '03/04/2026  99284   Emergency department visit           1       $1,380.00',
      '03/04/2026  71046   Chest x-ray, 2 views                 1       $310.00',
      '03/04/2026  93005   Electrocardiogram tracing            1       $210.00',
      'Total Charges   $2,100.00',
      'Patient Balance Due   $2,100.00',
    ].join('\n'),
  },
  {
    fileName: 'demo-sample-bill-lab-work.txt',
    text: [
      ...header('ITEMIZED STATEMENT OF SERVICES'),
      '05/20/2026  85025   Complete blood count with differential 1     $78.00',
      '05/20/2026  85027   Complete blood count, automated      1       $62.00',
      '05/20/2026  80061   Lipid panel                          1       $120.00',
      'Total Charges   $260.00',
      'Insurance Payment   $150.00',
      'Insurance Adjustment   $40.00',
      'Patient Balance Due   $110.00',
    ].join('\n'),
  },
];
