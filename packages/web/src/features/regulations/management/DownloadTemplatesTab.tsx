import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { downloadAdminFile } from '@/features/codes/download';

const groups = [
  {
    title: 'Upload templates',
    description: 'The columns an upload reads, with one example row to replace. Lists are separated by ";".',
    files: [
      {
        label: 'Template (CSV)',
        path: '/api/admin/download/regulatory-templates?format=csv',
        fileName: 'regulations-template.csv',
      },
      {
        label: 'Template (JSON)',
        path: '/api/admin/download/regulatory-templates?format=json',
        fileName: 'regulations-template.json',
      },
    ],
  },
  {
    title: 'Export the database',
    description: 'Every regulation, whatever its status, with its citation, dates and latest link check.',
    files: [
      { label: 'Export (CSV)', path: '/api/admin/export/regulatory?format=csv', fileName: 'regulations.csv' },
      {
        label: 'Export (JSON)',
        path: '/api/admin/export/regulatory?format=json',
        fileName: 'regulations.json',
      },
    ],
  },
] as const;

/** Spec 03 §2.3 Download Templates (and the exports of §7), fetched with the admin token and saved. */
export function DownloadTemplatesTab() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (path: string, fileName: string) => {
    setBusy(path);
    try {
      const name = await downloadAdminFile(path, fileName);
      toast({ title: 'Download Started', description: `Saving ${name}.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: errorMessage(error, 'The file could not be downloaded. Please try again.'),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map((group) => (
        <Card key={group.title}>
          <CardHeader>
            <CardTitle as="h2">{group.title}</CardTitle>
            <CardDescription>{group.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {group.files.map((file) => (
              <Button
                key={file.path}
                variant="secondary"
                disabled={busy !== null}
                onClick={() => {
                  void download(file.path, file.fileName);
                }}
              >
                <Download aria-hidden="true" />
                {busy === file.path ? 'Downloading…' : file.label}
              </Button>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
