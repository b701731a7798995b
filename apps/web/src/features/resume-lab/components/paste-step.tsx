import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { MAX_RESUME_CHARS } from '@careerforge/contract/constants';
import { useCreateResume } from '../api/resumes';
import { isBlank } from '../lib/wizard';
import { StepHeading } from './step-heading';

/** Step 1.5: paste the resume; Continue stores it as "Pasted Resume" and shows what was read. */
export function PasteStep({
  resumeText,
  onResumeText,
  onBack,
  onSaved,
}: {
  resumeText: string;
  onResumeText: (t: string) => void;
  onBack: () => void;
  onSaved: () => void;
}) {
  const save = useCreateResume();
  const tooLong = resumeText.length > MAX_RESUME_CHARS;
  const submit = async () => {
    try {
      await save.mutateAsync(resumeText);
      toast({
        title: 'Resume saved successfully!',
        description: 'Check what we read from it, then continue.',
      });
      onSaved();
    } catch (err) {
      toast({
        title: 'Save failed',
        description: errorMessage(err, 'Please try saving your resume again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <StepHeading>Paste your resume</StepHeading>
      <TextAreaField
        className="mt-4"
        label="Resume text"
        rows={18}
        placeholder="Paste the full text of your resume: contact details, summary, experience, education, skills…"
        value={resumeText}
        onChange={(e) => onResumeText(e.target.value)}
        error={
          tooLong
            ? `The resume is longer than ${MAX_RESUME_CHARS.toLocaleString('en-US')} characters.`
            : undefined
        }
        hint={`${resumeText.length.toLocaleString('en-US')} characters`}
      />
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          Back to Upload
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={isBlank(resumeText) || save.isPending || tooLong}
        >
          {save.isPending ? 'Saving…' : 'Continue'}
        </Button>
      </div>
    </Card>
  );
}
