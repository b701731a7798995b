/**
 * The words that show each STAR part in a sentence: named ("The task was", "As a result"),
 * implied (a scene, a goal, an outcome) or, in an approach, an assumption, what must hold and how
 * it would be checked. Every pattern is linear in the length of the sentence: the ones anchored at
 * its start look a bounded number of characters ahead.
 */
import type { StarPart } from './types';

/** Phrases that name a part in the sentence itself ("The task was", "My goal", "As a result"). */
export const NAMED: Record<StarPart, RegExp> = {
  situation:
    /^(?:(?:so|well|okay|ok),?\s+)?(?:the|our) (?:situation|context|background|problem|challenge) (?:was|is)\b|\b(?:to set the scene|for context|for some context)\b/,
  task: /\b(?:(?:the|my|our) (?:task|goal|aim|objective|brief|mandate|assignment|mission|job|role|responsibility|target)s? (?:was|were|is)|my (?:task|goal|job|role|responsibility|objective)\b|i was (?:responsible|accountable|in charge|tasked|asked|charged|hired|brought in)|i (?:owned|took ownership)|it was (?:my|on me) (?:job|responsibility)|(?:it|this) fell to me)\b/,
  action:
    /\b(?:what i did (?:was|is)|my approach was|the steps i took|i started by|my first step)\b/,
  result:
    /\b(?:as a result|the (?:result|outcome|upshot|impact)s? (?:was|were|is)|in the end|ultimately|the end result|because of (?:this|that)|thanks to (?:this|that))\b/,
};

export const SITUATION =
  /\b(?:when i was|at my (?:last|previous|current|first|old) (?:job|role|company|employer|team|school|hospital|store|firm)|in my (?:last|previous|current|first) (?:role|job|position|team)|there (?:was|were)|the (?:company|team|client|customer|project|situation|problem|context|challenge|issue|system|product|school|class|ward|unit|site|store|business|department|patient|account) (?:was|had|were|needed|kept)|at the time|last (?:year|quarter|month|spring|summer|autumn|fall|winter|week|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)|(?:in|during|by) (?:january|february|march|april|june|july|august|september|october|november|december)|(?:in|during) (?:19|20)\d\d|while (?:i was )?working|i was working|working (?:at|as|on)|a (?:few|couple of) (?:years|months|weeks) ago|(?:two|three|four|five|\d+) (?:years|months|weeks) ago|our (?:team|company|client|system|product|service|app|site|ward|unit|store|school|class|department|clinic|shop|crew|office) (?:was|had|were|needed|kept)|we (?:had|were) (?:a|an|some|about|around|only|\d)|faced|background|early in my|(?:on|in) (?:my|our|the) (?:team|department|unit|ward|shift|class|site)|had never|(?:was|were) (?:struggling|losing|missing|failing|growing|behind|short|late|down|stuck|falling)|at (?:the|a|an) (?:time|start|beginning)|during (?:a|an|the|my|our))\b/;

/**
 * A sentence that opens on where, when or in which team the story happens, before a comma: "On
 * my 36-bed telemetry unit,", "At Al Noor Retail Group,", "Two weeks before the launch,",
 * "As a new charge nurse,". Words that close a story ("In the end,", "After that,") open none.
 */
export const SETTING_FRAME =
  /^(?:(?:so|well|okay|ok|and|right),?\s+)?(?!(?:in|at) the end\b|after (?:that|this|which)\b|in (?:total|short|summary|addition|particular|practice|hindsight|retrospect|the meantime|the process|turn)\b|at (?:first|last|once)\b|on (?:top|the other hand)\b|as (?:a result|well|soon|such)\b|by the end\b|within (?:a|an|\d|one|two|three|four|five|six) \w+\b|over the (?:next|following)\b)(?:(?:on|at|in|inside|during|across|within|with|while|when|before|after|back in|early in|late in|midway through|as (?:a|an|the))\s|(?:a|one|two|three|four|five|six|\d+|a few|a couple of|several)\s+(?:years?|months?|weeks?|days?|nights?|shifts?)\s+(?:ago|before|after|into|earlier)\b)[^,;.]{2,90},/;

/**
 * A sentence whose subject is the place, the people or the work, not "I", told as a state of
 * affairs: "Our 36-bed unit saw a rise in falls", "My fourth-grade class had six pupils reading
 * below grade level", "A client of ours, a 200-person logistics firm, was about to leave".
 */
export const SCENE_SUBJECT =
  /^(?:(?:so|well|okay|ok|and),?\s+)?(?:our|my|the|a|an|one of (?:our|my|the))\s(?:(?!\b(?:i|we)\b)[^.;:]){1,100}?\s(?:was|were|had|has been|saw|took|kept|ran|needed|faced|lost|got|became|started|began|relied|sat|hit|came|arrived|called|complained|quit|left|wanted|refused|used|went|did not|didn't|could not|couldn't|would not|wouldn't|could no longer)\b/;

/** Words of a problem or a state of affairs: the scene a story opens on. */
export const PROBLEM =
  /\b(?:problems?|issues?|slow(?:er|ly)?|late|behind|short-?staffed|understaffed|short of|struggl\w*|missing|losing|lost|failing|failed|broken|complain\w*|lowest|highest|worst|backlog|outages?|crash\w*|tripp\w*|declin\w*|overdue|angry|unhappy|upset|frustrat\w*|conflicts?|disagree\w*|errors?|defects?|bugs?|risks?|pressure|shortage|delays?|delayed|kept \w+ing|stuck)\b/;

export const TASK =
  /\b(?:my (?:goal|task|job|role|responsibility|objective|assignment|brief) (?:was|is)|i (?:was|were) (?:asked|tasked|responsible|expected|assigned|in charge|hired|accountable)|i (?:needed|had|wanted|set out|decided|was supposed) to|the (?:goal|task|aim|objective|ask|requirement|target|priority) (?:was|is)|we needed to|needed to|had to|have to|deadline|the aim was|to make sure|so that we could|(?:before|by) (?:the )?(?:end of|deadline|launch|go-live|friday|monday|tuesday|wednesday|thursday|the weekend|morning|next)|my part was|i owned)\b/;

export const RESULT =
  /\b(?:as a result|the result|resulted|in the end|ultimately|outcome|which (?:meant|led|cut|reduced|saved|raised|increased|improved)|led to|reduced|increased|improved|saved|cut|grew|raised|lowered|dropped|doubled|tripled|halved|shipped|launched|delivered|achieved|won|finished|completed|on time|learned|learnt|lesson|since then|afterwards|after that the|now (?:the|we|it|she|he|they)|praised|promoted|adopted|rose|fell|went (?:up|down|live|from)|(?:was|were|is|are) (?:down|up) (?:by|to|from|\d)|passed|exceeded|beat|reached|hit (?:our|the|my)|stopped|no longer|has not|hasn't|have not|haven't|never (?:again|missed|failed)|zero|renewed|retained|thanked|recogni[sz]ed|closed (?:the|\d|at|out)|signed|went from|from \d[^ ]* to \d|within (?:a|an|\d|two|three|four|five|six) \w+|by the end)\b/;

/** An approach opens on its assumptions and constraints, names what must hold, and says how it would know. */
export const ASSUMPTION =
  /\b(?:assum\w*|clarify|clarifying|constraints?|let's say|let us say|say (?:\d|we|that|a|the)|given (?:that|a|the)|at (?:a|this|that) scale|expected (?:load|traffic|volume)|the scale|requirements? (?:is|are|would be)|i would (?:first )?ask (?:about|what|how|who|whether))\b/;
export const MUST_HOLD =
  /\b(?:the (?:goal|requirement|aim|priority|constraint) (?:is|would be)|(?:must|should) (?:never|always|not)|never (?:loses?|drops?|misses?|double)|at least once|exactly once|so that|to make sure|to ensure)\b/;
export const VERIFY =
  /\b(?:measure|alert(?:s|ing)?|metrics?|success (?:would|means|is)|dashboards?|would know|to confirm|to check (?:that|whether)|track(?:ing)?|a\/b|experiment|compare (?:the|conversion|before)|break-even|if (?:it|conversion|the \w+) (?:fell|rose|drops|rises|falls))\b/;
