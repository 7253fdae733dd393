import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { AdminSignInNote } from './controls';
import { downloadAdminFile } from './download';
import { useAdminPresent } from './use-admin-present';

interface FileLink {
  label: string;
  path: string;
  fileName: string;
}

const groups: { title: string; description: string; files: FileLink[] }[] = [
  {
    title: 'Upload templates',
    description: 'Empty files with the columns an upload expects, and one example row.',
    files: [
      {
        label: 'Template (CSV)',
        path: '/api/admin/download/templates?format=csv',
        fileName: 'medical-codes-template.csv',
      },
      {
        label: 'Template (JSON)',
        path: '/api/admin/download/templates?format=json',
        fileName: 'medical-codes-template.json',
      },
    ],
  },
  {
    title: 'Export the codes',
    description: 'Every code in the database, with its type, title, category and source.',
    files: [
      {
        label: 'Export (CSV)',
        path: '/api/admin/export/medical-codes?format=csv',
        fileName: 'medical-codes.csv',
      },
      {
        label: 'Export (JSON)',
        path: '/api/admin/export/medical-codes?format=json',
        fileName: 'medical-codes.json',
      },
    ],
  },
  {
    title: 'Complete repository',
    description: 'All code sets in one file, with the version and source of each.',
    files: [
      {
        label: 'Complete repository (CSV)',
        path: '/api/admin/download/complete-repository?format=csv',
        fileName: 'complete-repository.csv',
      },
      {
        label: 'Repository export',
        path: '/api/admin/export/repository',
        fileName: 'repository-export.json',
      },
    ],
  },
];

/** 03-feature-pages.md §2.2 Download: admin files, fetched with the admin token and saved. */
export function DownloadTab() {
  const { isAdmin, isChecking } = useAdminPresent();
  const [busy, setBusy] = useState<string | null>(null);
  if (isChecking) return <Spinner label="Checking for an admin session" showLabel />;
  if (!isAdmin) {
    return (
      <AdminSignInNote>
        Templates, exports and the complete repository are administrator files. Sign in as an administrator in
        this browser to download them.
      </AdminSignInNote>
    );
  }

  const download = async (file: FileLink) => {
    setBusy(file.path);
    try {
      const name = await downloadAdminFile(file.path, file.fileName);
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
    <div className="grid gap-4 md:grid-cols-3">
      {groups.map((group) => (
        <Card key={group.title}>
          <CardHeader>
            <CardTitle>{group.title}</CardTitle>
            <CardDescription>{group.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {group.files.map((file) => (
              <Button
                key={file.path}
                variant="secondary"
                disabled={busy !== null}
                onClick={() => {
                  void download(file);
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
