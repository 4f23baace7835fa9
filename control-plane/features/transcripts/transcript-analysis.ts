/**
 * Transcript analysis (spec: `POST /v1/media/{id}/transcript/analyze`): a summary, chapters or
 * highlights of a media item's speech. Chapters and highlights are moments, each at a line start
 * the model quotes back and the service checks; `result` is the answer as text (one moment a line,
 * `[seconds] title`), `moments` the same as data. Summaries may cite line starts as `[12.3]`,
 * which are checked the same way.
 */
import { type TimeWindow, type TranscriptModel, type TranscriptLine, lineAt, textField, UnverifiedAnswer } from './transcript-model.ts';

export const analysisTasks = ['summary', 'chapters', 'highlights'] as const;
export type AnalysisTask = (typeof analysisTasks)[number];

export interface AnalysisMoment { startSec: number; endSec: number; title: string }

export interface Analysis {
  task: AnalysisTask;
  result: string;
  moments: AnalysisMoment[];
  window: TimeWindow | null;
  usage: { promptTokens: number; completionTokens: number; cents: number; credits: number };
}

const common = 'You read a transcript of a video. Each line starts with its time in seconds from the start of the video, in square brackets. '
  + 'Whenever you give a time, give exactly the bracketed number of the line where the moment starts; never a time that is not one of them. Answer with one JSON object.';

const instructions: Record<AnalysisTask, { system: string; maxTokens: number }> = {
  summary: { system: `${common} Summarise what is said in a few sentences; you may cite a line as [seconds]. Answer {"summary": string}.`, maxTokens: 600 },
  chapters: { system: `${common} Split the transcript into chapters where the topic changes; the first chapter starts at the first line. Answer {"chapters": [{"start": number, "title": string}]}.`, maxTokens: 1500 },
  highlights: { system: `${common} Pick the most quotable or important moments. Answer {"highlights": [{"start": number, "title": string}]}.`, maxTokens: 1500 },
};

export class TranscriptAnalysis {
  constructor(private readonly model: TranscriptModel) {}

  async analyze(orgId: string, mediaId: string, task: AnalysisTask, window: TimeWindow | null): Promise<Analysis> {
    const slice = await this.model.slice(orgId, mediaId, window);
    const { system, maxTokens } = instructions[task];
    const answer = await this.model.ask(orgId, { reference: mediaId, description: `transcript ${task} of media ${mediaId}` }, { system, user: slice.text, maxTokens },
      (json) => readAnswer(task, json, slice.lines));
    return { task, ...answer.value, window: slice.window, usage: answer.usage };
  }
}

function readAnswer(task: AnalysisTask, json: Record<string, unknown>, lines: TranscriptLine[]): { result: string; moments: AnalysisMoment[] } {
  if (task === 'summary') {
    const summary = textField(json.summary, 'summary', 20_000);
    for (const cited of summary.matchAll(/\[(\d+(?:\.\d+)?)\]/g)) lineAt(lines, Number(cited[1]), 'a time cited in the summary');
    return { result: summary, moments: [] };
  }
  const list = json[task];
  if (!Array.isArray(list) || list.length === 0) throw new UnverifiedAnswer(`${task} is missing or empty`, { field: task });
  const starts = list.map((entry, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    return { line: lineAt(lines, e.start, `${task}[${i}].start`), title: textField(e.title, `${task}[${i}].title`, 300) };
  }).sort((a, b) => a.line.start - b.line.start);
  const lastEnd = lines[lines.length - 1]!.end;
  const moments = starts.map(({ line, title }, i) => {
    // A chapter runs to the next chapter; a highlight is its line.
    const endSec = task === 'chapters' ? (starts[i + 1]?.line.start ?? lastEnd) : line.end;
    return { startSec: line.start, endSec: Math.round(endSec * 10) / 10, title };
  });
  return { result: moments.map((m) => `[${m.startSec.toFixed(1)}] ${m.title}`).join('\n'), moments };
}
