import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../../../components/admin/ui/Card';
import { FormDialog } from '../../../components/admin/ui/FormDialog';
import { FormikTextArea } from '../../../components/admin/ui/form/FormikFields';
import type { ImportProblem } from './redirectForm';

const Help = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Problems = styled.div`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.onDangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    margin-top: ${({ theme }) => theme.space(2)};
    padding-left: ${({ theme }) => theme.space(5)};
    list-style: disc;
  }
`;

interface ImportRedirectsDialogProps {
  open: boolean;
  /** The lines the last attempt was refused for (none before one). */
  problems: ImportProblem[];
  onCancel: () => void;
  onImport: (csv: string) => Promise<void>;
}

/** 'Import Redirects': a CSV file chosen or its lines pasted; a refusal lists every bad line. */
export function ImportRedirectsDialog({ open, problems, onCancel, onImport }: ImportRedirectsDialogProps) {
  const { t } = useLanguage();
  const [fileError, setFileError] = useState(false);
  return (
    <FormDialog
      open={open}
      title={t('admin.redirects.import.title')}
      onCancel={onCancel}
      size="lg"
      initialValues={{ csv: '' }}
      onSubmit={({ csv }) => onImport(csv)}
      enableReinitialize
      submitLabel={t('admin.redirects.import.submit')}
    >
      {({ setFieldValue }) => {
        const choose = async (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          if (!file) return;
          try {
            setFileError(false);
            await setFieldValue('csv', await file.text());
          } catch {
            setFileError(true);
          }
        };
        return (
          <Stack>
            <Help>{t('admin.redirects.import.help')}</Help>
            <FileLabel>
              {t('admin.redirects.import.file')}
              <input type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void choose(event)} />
            </FileLabel>
            {fileError && <Problems role="alert">{t('admin.error.network')}</Problems>}
            <FormikTextArea name="csv" label={t('admin.redirects.import.text')} dir="ltr" rows={8} />
            {problems.length > 0 && (
              <Problems role="alert" data-testid="import-problems">
                {t('admin.redirects.import.problems')}
                <ul>
                  {problems.map((problem) => (
                    <li key={`${problem.line}:${problem.message}`}>
                      {t('admin.redirects.import.lineProblem', {
                        line: problem.line,
                        message: problem.message,
                      })}
                    </li>
                  ))}
                </ul>
              </Problems>
            )}
          </Stack>
        );
      }}
    </FormDialog>
  );
}
