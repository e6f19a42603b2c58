// The course (the Learn view): chapters in the tutorials' order, each a
// short page of words (course.ftl, fetched apart: i18n.js's withCourse),
// a game to play, and exercises checked against the engine. This file is
// the course's structure only, never its words: a teacher corrects a
// sentence in course.ftl without reading code.

import { $, el, api, errorText, pageHref } from "./dom.js";
import { t, lang, withCourse } from "./i18n.js";

// Each chapter: its id (its messages are ch-ID-…), its paragraphs in
// order, the game it plays, and its exercises (kind and data; the answer
// is always the engine's).
export const CHAPTERS = [
  {
    id: "pn",
    paragraphs: ["p", "theorems", "method"],
    play: "subtract(1,2) 7",
    exercises: [
      { kind: "which", game: "subtract(1,2) 3" },
      { kind: "which", game: "subtract(1,2) 7" },
      { kind: "which", game: "subtract(1,2) 9" },
    ],
  },
  {
    id: "bash",
    paragraphs: ["rule", "multiple", "strategy"],
    play: "bash(3) 10",
    exercises: [
      { kind: "which", game: "bash(3) 8" },
      { kind: "which", game: "bash(3) 10" },
      { kind: "which", game: "bash(9) 100" },
    ],
  },
  {
    id: "nim",
    paragraphs: ["rule", "xor", "method"],
    play: "nim 14 21 39",
    exercises: [
      { kind: "which", game: "nim 3 4 5" },
      { kind: "which", game: "nim 1 2 3" },
      { kind: "which", game: "nim 55 81 121" },
    ],
  },
];

// The progress kept in this browser: exercise ids solved.
function progress() {
  try {
    return new Set(JSON.parse(localStorage.getItem("grundy-course") || "[]"));
  } catch {
    return new Set();
  }
}

function solved(id) {
  const done = progress();
  done.add(id);
  localStorage.setItem("grundy-course", JSON.stringify([...done]));
}

export async function loadLearn() {
  const body = $("learn-body");
  try {
    await withCourse();
  } catch (error) {
    body.replaceChildren(el("p", { class: "error", text: errorText(error) }));
    return;
  }
  const done = progress();
  const parts = [el("p", { text: t("course-intro") })];
  for (const chapter of CHAPTERS) {
    const section = el("section", { class: "chapter", id: `chapter-${chapter.id}` },
      el("h2", { text: t(`ch-${chapter.id}-title`) }),
      ...chapter.paragraphs.map((p) => el("p", { text: t(`ch-${chapter.id}-${p}`) })),
      el("p", {}, el("a", { href: pageHref("play", new URLSearchParams({ game: chapter.play, lang: lang() })), text: chapter.play })));
    chapter.exercises.forEach((exercise, i) => section.append(exerciseOf(chapter, exercise, `${chapter.id}-${i + 1}`, done)));
    parts.push(section);
  }
  parts.push(el("button", { type: "button", id: "course-reset", text: t("course-reset"), onclick: () => { localStorage.removeItem("grundy-course"); loadLearn(); } }));
  body.replaceChildren(...parts);
  document.body.dataset.learn = "ready";
}

// "P or N?": two buttons; the engine's outcome judges; a hint ladder of
// three steps, then the worked answer (the engine's why).
function exerciseOf(chapter, exercise, id, done) {
  const verdict = el("p", { class: "verdict", "aria-live": "polite" });
  const box = el("div", { class: `exercise${done.has(id) ? " solved" : ""}`, "data-exercise": id },
    el("p", {}, el("strong", { text: t(`ch-${chapter.id}-exercise-${exercise.kind}`) }), " ", el("code", { text: exercise.game })));
  let step = 0;
  const answer = async (said) => {
    let analysis;
    try {
      analysis = await api("analyze", { game: exercise.game, explain: "1", lang: lang() }, true);
    } catch (error) {
      verdict.textContent = errorText(error);
      return;
    }
    const right = analysis.outcome === said;
    verdict.textContent = right ? t("course-right") : t("course-wrong");
    verdict.className = `verdict ${right ? "right" : "wrong"}`;
    if (right) {
      solved(id);
      box.classList.add("solved");
      box.append(el("p", { class: "note", text: (analysis.explanation || []).join(" ") }));
    }
  };
  const hint = el("p", { class: "hint", hidden: true });
  box.append(
    el("button", { type: "button", class: "answer-p", text: "P", onclick: () => answer("P") }), " ",
    el("button", { type: "button", class: "answer-n", text: "N", onclick: () => answer("N") }), " ",
    el("button", { type: "button", class: "hint-step", text: t("course-hint"), onclick: () => {
      step = Math.min(3, step + 1);
      hint.hidden = false;
      hint.textContent = t(`ch-${chapter.id}-hint-${step}`);
    } }),
    hint, verdict);
  return box;
}
