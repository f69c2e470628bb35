// Long pure work run a step at a time, the event loop free between two steps for other requests: the work is a
// generator from lib/ (pure: it only pauses), the server decides to go on after a turn of the loop (setImmediate).
// Example: const results = await runInSteps(resultsOfCellsInSteps(input)).

/** Runs `steps` to its end, one turn of the event loop between two of its steps; its return value. */
export async function runInSteps<T>(steps: Generator<void, T, void>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
