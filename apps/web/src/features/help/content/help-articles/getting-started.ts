/** The bodies (Markdown) of the getting-started help articles, by slug (titles in ../help.ts). */
export const gettingStartedBodies: Record<string, string> = {
  'tour-of-careerforge': `Careerforge brings the main tasks of a job search into one workspace. You can use the tools in any order, but most people start with the Resume Lab.

Every tool below works today.

## The tools

- **Resume Lab**: paste or upload your resume, add a job description, and get a tailored version with an ATS score that explains which keywords were found and which are missing.
- **Resume Builder**: write a resume from scratch or import one (LinkedIn, JSON Resume, Europass), choose one of six templates and export it as PDF, DOCX, HTML or an open format.
- **Interview Arena**: generate interview questions from a job description, answer by voice or by typing, and get a score and feedback on each answer.
- **Cover Letters**: draft a letter from the job description and, optionally, one of your resumes, in the tone you choose; then run an ATS analysis on it.
- **LinkedIn Optimizer**: rewrite your About section for a target role, with an engagement score and the keywords used.
- **Salary Negotiator**: turn your current and target salary, role and achievements into a negotiation script with market percentiles.
- **Career Planner**: map a route from your current role to a target role, with phases, skill gaps and quick wins.
- **Application Tracker**: log every application, move it through the pipeline and see your response and interview rates.
- **Analytics**: follow your activity, ATS score trend and streak over time.

## Where things are saved

Tailored resumes go to **Saved Resumes** and letters to **Saved Cover Letters**, where you can search, tag, favorite, preview and download them. Your dashboard shows quick links to the main tools, your weekly and monthly goals and your recent activity.

## A suggested first week

1. Tailor your resume for one real posting in the Resume Lab.
2. Save it and tag it with the kind of role.
3. Practise five questions for the same posting in the Interview Arena.
4. Add the application to the tracker once you apply.`,
  'first-tailored-resume': `The Resume Lab is a short wizard. A first run takes about five minutes.

## 1. Add your resume

Upload a .pdf, .docx, .doc or .txt file of up to 10 MB, or choose **Paste Resume Text** and paste the text directly. Pasted text is saved as a resume titled "Pasted Resume" when you select **Continue**.

## 2. Paste the job description

Copy the whole posting, including the requirements and "nice to have" lists. Those lists carry the most weight when your resume is scored. Company name and job title are optional, but adding them gives your saved result a clearer title.

## 3. Choose a tailoring mode

Pick **basic**, **personalized** or **aggressive** (see "Tailoring modes explained" in the Resume Lab section). If you are unsure, start with personalized.

## 4. Tailor and review

Select **Tailor Resume**. The button reads "Tailoring Resume..." while it works. The results show:

- your original and the tailored text side by side, every change marked: accept or reject each one, or edit the text freely, and the scores update as you type;
- the ATS score and keyword match score;
- a list of improvements that were made and recommendations for you.

Read the recommendations carefully. Careerforge never adds skills, employers, dates or numbers you did not provide, so a missing keyword appears as a suggestion ("add Airflow if you have used it") rather than as a claim in your resume.

## 5. Save, copy or download

- **Save Resume** stores it in Saved Resumes with its scores.
- **Copy** puts the text on your clipboard.
- **Download** saves a .txt file named tailored-resume-{date}.txt.
- **Make Further Edits** opens the text for free editing; **Change Job or Mode** takes you back to the job description step to try again.
- Copy, Download and Save use the text as you leave it after your edits.

For a formatted document, export the result as PDF or DOCX in any of the six templates, from the results or later from Saved Resumes.`,
  'resume-builder-basics': `The Resume Builder is for writing a resume from scratch or turning tailored text into a formatted document.

## Content

Give your resume a title at the top (it starts as "My Resume"). In the **Content** tab, fill in:

- **Personal information**: full name, e-mail, phone, location and a professional summary.
- **Work experience**: select **Add Experience** for each role, then enter the job title, company, location, start and end dates and a description. Tick "current" for your present job; the end date is then left blank. Each entry has its own delete button.
- **Education**: select **Add Education** and enter the degree and school.

A live preview beside the form updates as you type. It shows the page as the chosen template prints it, the same layout as the export; **Full-page preview** shows it at full size. Empty rows are left out.

## Design

The **Design** tab offers six templates:

| Template | Style | Layout |
|---|---|---|
| Modern Professional (default) | Professional | single column |
| Creative Designer | Creative | two columns |
| Tech Minimalist | Technology | sidebar |
| Executive Classic | Executive | single column |
| Startup Dynamic | Startup | two columns |
| Academic Research | Academic | single column |

If you are applying through online application forms, a single-column template is the safest choice: some applicant tracking systems read two-column layouts in the wrong order.

## Export

In the **Export** tab, choose **Export PDF**, **Export DOCX** or **Export HTML**. The file is named after your resume title. Use PDF unless the employer asks for Word format.

Select **Save** at any time to store your work.`,
};
