import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentEditor } from '../src/features/resume-builder/components/content-editor';
import {
  builderReducer,
  initialState,
  type Doc,
} from '../src/features/resume-builder/lib/document';

let latest: Doc;
function Editor() {
  const [state, dispatch] = useReducer(builderReducer, undefined, initialState);
  latest = state.doc;
  return <ContentEditor doc={state.doc} dispatch={dispatch} />;
}

describe('builder content editor', () => {
  it('edits, adds and deletes the entries of each list', async () => {
    const user = userEvent.setup();
    render(<Editor />);

    const job = screen.getByRole('group', { name: 'Experience 1' });
    await user.type(within(job).getByRole('textbox', { name: 'Job Title' }), 'Analyst');
    await user.click(within(job).getByRole('checkbox', { name: 'I currently work here' }));
    expect(within(job).getByRole('group', { name: 'End Date' })).toBeDisabled();
    await user.type(within(job).getByLabelText('Bullet points (one per line)'), 'SQL{Enter}Python');
    expect(latest.experience[0]).toMatchObject({
      title: 'Analyst',
      current: true,
      bullets: ['SQL', 'Python'],
    });

    await user.type(
      within(screen.getByRole('group', { name: 'Education 1' })).getByLabelText('GPA'),
      '3.8',
    );
    expect(latest.education[0]!.gpa).toBe('3.8');

    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(screen.queryByText('No projects yet.')).not.toBeInTheDocument();
    const project = screen.getByRole('group', { name: 'Project 1' });
    await user.type(within(project).getByLabelText('Project Name'), 'Atlas');
    await user.type(within(project).getByLabelText('Description'), 'A map');
    expect(latest.projects[0]).toMatchObject({ name: 'Atlas', description: 'A map' });

    await user.click(screen.getByRole('button', { name: 'Add Certification' }));
    await user.click(screen.getByRole('button', { name: 'Add Certification' }));
    await user.type(screen.getByRole('textbox', { name: 'Certification 2' }), 'AWS');
    expect(latest.certifications.map((c) => c.name)).toEqual(['', 'AWS']);
    await user.click(screen.getByRole('button', { name: 'Delete certification 1' }));
    expect(latest.certifications.map((c) => c.name)).toEqual(['AWS']);

    await user.click(screen.getByRole('button', { name: 'Delete experience 1' }));
    expect(latest.experience).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Experience 1' })).not.toBeInTheDocument();
  });
});
