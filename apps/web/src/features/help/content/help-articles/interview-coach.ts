/** The bodies (Markdown) of the interview-coach help articles, by slug (titles in ../help.ts). */
export const interviewCoachBodies: Record<string, string> = {
  'interview-arena-basics': `The Interview Arena turns a job description into a practice interview.

## Create a session

In the **Practice** tab, enter:

- a **session title** (for example "Acme data analyst, round 1");
- the **interview type**: technical, behavioral, system-design, case-study or leadership;
- the **job description**, which makes the questions specific to the role.

If you leave the title blank, one is made from the interview type. Questions are generated and the practice view opens at the first one.

## Answer each question

Questions get harder as you go: the first three are easy, questions four to seven are medium, and the rest are hard. For each question:

1. Select the record button to answer aloud, or type in the answer box.
2. Submit the answer for analysis. An answer cannot be empty.
3. Read the score (out of 5), the feedback and the concrete suggestions.
4. Move on with **Next**, or go back with **Previous**. Moving between questions clears the answer box.

## Getting the most from feedback

- Answer as you would in the real interview, at full length, rather than in note form.
- For behavioral questions, use the STAR structure: situation, task, action, result.
- Try the same question again after reading the suggestions and compare scores.

## Reviewing progress

The **Stats** tab shows your totals, your five most recent sessions, your average performance per interview type and your gamification progress. The dashboard tab shows total sessions, your average score and achievements.`,
  'game-modes-and-achievements': `Practice works best when it is regular. The Interview Arena adds a light layer of game mechanics to help with that.

## Game modes

Choose a mode on the dashboard or in the Arena tab:

| Mode | XP | What it is like |
|---|---|---|
| Practice | 1x | Relaxed, untimed questions. Best for preparing new stories. |
| Challenge | 2x | Timed answers, closer to interview pressure. |
| Speed | 3x | Quick-fire questions that train short, direct answers. |
| Roleplay | 2.5x | Questions framed as a realistic conversation with an interviewer. |

## Levels

Each level takes 300 XP. Your progress bar shows how far you are into the current level.

## Achievements

- **First Steps** (common): complete your first interview session.
- **On Fire!** (rare): practise three days in a row.
- **Perfectionist** (epic): score 95 or more on an answer.
- **Speed Demon** (legendary): finish under the time limit five times.

The **Rewards** tab also tracks two longer goals: **Fire Streak** (practise 7 days in a row) and **Interview Master** (complete 25 sessions).

## Using streaks sensibly

A streak is useful because it keeps interview skills warm, not because the number matters. Fifteen focused minutes a day, answering two or three questions aloud, beats a two-hour session the night before an interview. If you miss a day, start again; the skills you built are still there.`,
  'voice-answers-and-microphone': `Speaking your answers is the closest thing to a real interview, so the Interview Arena lets you answer by voice.

## How it works

Select the record button and start talking. Your words appear as live text while you speak, and final phrases are added to the answer box. Select the button again to stop. Starting a new recording clears the previous answer. You can edit the transcript before submitting it.

Speech is recognised by your **browser's** built-in speech recognition, set to US English. Only the text of your answer is sent to Careerforge for feedback. Depending on the browser, the browser vendor may process the audio on its own servers; check your browser's privacy documentation if that matters to you.

## Supported browsers

Voice answers need a browser with the Web Speech API, such as recent versions of Chrome or Edge. If your browser does not support it, you will see "Speech Recognition Unavailable" and can type your answers instead; feedback works exactly the same.

## If recording stops with an error

The message "Speech Recognition Error - Please check your microphone permissions and try again." means the browser could not use your microphone. Try these steps:

1. Select the padlock or site-information icon in the address bar and allow microphone access for this site.
2. Check that the right input device is selected in your operating system's sound settings.
3. Close other apps that might be using the microphone (video calls, recorders).
4. Reload the page and try again.

## Tips for better transcripts

- Use a headset or sit close to the microphone.
- Speak at your normal interview pace; very fast speech is transcribed less accurately.
- Pause briefly between sentences so phrases are finalised.`,
};
