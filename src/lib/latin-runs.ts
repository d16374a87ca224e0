/**
 * A run of words in Latin letters, with the spaces, punctuation and figures between them, and the year a citation
 * gives after them: "Eating Hints: Before, during", "helpline receives over 2 lakh calls", "Journal of Hepatology,
 * 2021:". Other figures after it are the page's own ("CBC 2 बार": Hindi writes Western digits).
 */
export const latinRun = /[A-Za-z][\w'’&.,:;()/-]*(?:[ \t]+(?:[0-9][\w.,]*[ \t]+)*[\w'’&.,:;()/-]*[A-Za-z][\w'’&.,:;()/-]*)*(?:(?<=,)[ \t]+[0-9]{4}:?)?/g
