/** Illustrations of the product on the landing page; each is labelled as an example. */
export function QuizMockup() {
  return (
    <figure className="card mock" aria-label="Example of a quiz question">
      <div className="mock__meta">
        <span>Question 3 of 15</span>
        <span>Time left 12:47</span>
      </div>
      <div className="mock__bar">
        <span style={{ width: '20%' }} />
      </div>
      <p className="mock__q">
        A ventilated patient&apos;s peak pressure rose from 28 to 40 cm H2O while the plateau pressure stayed at 22. What is the most likely
        cause?
      </p>
      <ol className="mock__opts" type="A">
        <li>Decreased lung compliance</li>
        <li className="is-picked">Secretions in the airway</li>
        <li>A leak in the circuit</li>
        <li>A pneumothorax on the left</li>
      </ol>
      <figcaption className="visually-hidden">Example question from the practice quiz</figcaption>
    </figure>
  );
}

export function DashboardMockup() {
  const cells = [
    ['Quizzes Taken', '24'],
    ['Average Score', '78%'],
    ['Study Streak', '6 days'],
    ['Exam Ready', '71%'],
  ];
  return (
    <figure className="card mock" aria-label="Example of the progress dashboard">
      <figcaption className="mock__title">Example: your progress</figcaption>
      <div className="mock__cells">
        {cells.map(([k, v]) => (
          <div key={k}>
            <span>{k}</span>
            <strong>{v}</strong>
          </div>
        ))}
      </div>
    </figure>
  );
}

export function ExplanationMockup() {
  return (
    <figure className="card mock" aria-label="Example of an explanation with a calculation">
      <figcaption className="mock__title">Example: an explanation</figcaption>
      <span className="ok">Correct!</span>
      <p>Static compliance = VT ÷ (Pplat − PEEP) = 500 mL ÷ (25 − 5) cm H2O = 25 mL/cm H2O.</p>
      <p>
        <strong>Correct Answer: C</strong>
      </p>
      <p>
        <strong>Key Learning Point: subtract PEEP before dividing, or compliance looks falsely low.</strong>
      </p>
    </figure>
  );
}
