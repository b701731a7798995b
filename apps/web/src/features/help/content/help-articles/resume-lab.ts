/** The bodies (Markdown) of the resume-lab help articles, by slug (titles in ../help.ts). */
export const resumeLabBodies: Record<string, string> = {
  'tailoring-modes-explained': `The Resume Lab offers three tailoring modes. All three keep your facts intact: employers, job titles, dates, degrees and numbers come only from the resume you provided.

## Basic

Light-touch edits. Wording is aligned with the job description where your resume already shows the skill, the order of bullet points may change, and obvious gaps in key terms are reported as recommendations.

**Use it when** your resume is already a good fit and you want a quick check before applying, or when you are applying to several similar roles in one sitting.

## Personalized

Rewrites your summary and your most relevant bullets around the priorities of this specific posting: the requirements it repeats, its job title and its vocabulary. Less relevant content is shortened.

**Use it when** you want the best balance between tailoring and keeping your own voice. It is the right default for most applications.

## Aggressive

A deeper restructuring: the summary is rebuilt for the target role, sections and bullets are reordered so the strongest evidence comes first, and content that does not support the application is cut back hard.

**Use it when** you are changing direction (for example, moving from teaching into instructional design) and your current resume emphasises the wrong things.

## Tips

- Compare modes. Run the same job description with two modes and save both; tag them so you remember which you sent.
- Read the result before you send it. Tailored wording should still sound like you and be something you can discuss in an interview.
- If the result leans too far, reject the changes you do not want, or choose **Change Job or Mode** and try a lighter mode.`,
  'understanding-your-ats-score': `Every tailoring result comes with two numbers.

## Keyword match score

The share of the job description's important terms that your resume shows. Terms are weighted: skills in the requirements list, repeated in the posting or named in the job title count more than "nice to have" items. Word forms and common aliases are grouped, so "managed" can match "management" and "JS" can match "JavaScript".

## ATS score

A broader score. First the match: a weighted mean of parts such as the hard skills the posting asks for, how much of your resume is about them, the kind of work (frontend, data, clinical...), how alike the occupations that use your skills and the posting's are, the job title, seniority and years (years the posting only prefers count half). Then checks that affect how well an applicant tracking system can read your resume (contact details, standard section headings, measurable results, a sensible length, no tables or text in headers) scale it: failing every check takes a tenth off. Last, that result is read against labelled resume and job pairs, so the number means something: about the share, in percent, of pairs scoring there that were a fit. A 75 reads as "about three in four resumes scoring here fit a posting like this".

## Every point explains itself

The score is calculated by Careerforge's own transparent algorithm, not guessed by an AI model. That means:

- the same resume and job description always produce the same score;
- the result lists the keywords found, the keywords missing and how much each one weighs;
- the breakdown shows every part with its weight, and the recommendations tell you which check cost you points.

## Reading the colours

- **90 or more**: green, a strong match. Most pairs scoring here fit; check that the text still reads naturally.
- **70 to 89**: amber, a good match. Review the missing skills and the parts that scored low.
- **Below 70**: red, worth a closer look. The role may be a stretch or a different kind of work, or your resume may describe relevant work in different words.

A score is a reading of the text, not a verdict: it cannot know your network, the hiring team or how many people applied.

## How it is measured

The page [How the ATS score works](/how-the-ats-score-works) lists every part of the score with its weight, how the weights are fitted on public data, what the score cannot know, and how well it ranks job postings it never saw.

## What to do with missing keywords

For each missing term, ask whether you genuinely have the skill. If you do, add it in your own words where it is true. If you do not, leave it out; you can address it in a cover letter instead. No score is worth a claim you cannot support in an interview.`,
  'uploads-and-saved-resumes': `## Supported files

The Resume Lab accepts **.pdf, .docx, .doc and .txt** files up to **10 MB**. Text is extracted from the file and shown so you can check it before tailoring.

For the best results:

- use a text-based PDF (exported from a word processor), not a scan or photo;
- avoid text boxes and tables, which can extract in the wrong order;
- if extraction looks wrong, choose **Paste Resume Text** and paste the content instead.

## Saved Resumes

Select **Save Resume** on a tailoring result to keep it. Each saved resume stores the tailored text, the company and job title, the tailoring mode, the ATS and keyword match scores, and the improvements and recommendations.

In **Saved Resumes** you can:

- **search** by title, company or job title;
- **filter by tag**, and add or remove tags on each card (a card shows three tags, then "+N more");
- mark a resume as a **favorite** to keep your best versions easy to find;
- **preview** the full text;
- **edit** the title, company, job title and notes;
- **delete** a resume you no longer need.

Deleting happens immediately, without a confirmation step, so copy anything you want to keep first.

## A naming habit that helps

Saved resumes are titled "{Company} Resume {Job title}" by default. Add tags for the role family ("data analyst") and the industry ("logistics"), and a note on where you applied. When a similar posting appears, start from the closest saved version rather than your original resume.`,
};
