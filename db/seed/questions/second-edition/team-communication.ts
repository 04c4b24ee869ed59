import type { SeedQuestion } from '../../types';

/** RTE 2027 additions: team communication (tmcCode III-E, rteArea professional-practice). */
const meta = {
  outlineSection: 'III',
  tmcCode: 'III-E',
  rteArea: 'professional-practice',
  rteTopic: 'team-communication',
  rte2027: true,
  written: '2026-11-25',
  source: 'teamstepps-2023',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'tcm-001',
    topicId: 12,
    questionText: `A respiratory therapist is preparing an SBAR call about a 58-year-old woman with pneumonia whose work of breathing has increased over the last hour. Which statement belongs in the Background part of the call?`,
    options: [
      `"Her respiratory rate is 34/min and she is using her accessory muscles right now."`,
      `"She was admitted two days ago with right lower lobe pneumonia and has COPD."`,
      `"I think she is tiring and may be heading toward respiratory failure tonight."`,
      `"I would like you to come and evaluate her and consider a trial of NIV right now."`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Background gives the context the listener needs: the admitting diagnosis, relevant history and course so far. Her admission for pneumonia and her COPD frame the change.

A is wrong: current vital signs and findings describe the Situation and the data behind the Assessment, not the background.
C is wrong: the therapist's judgment of what is happening is the Assessment.
D is wrong: a request for evaluation and a suggested therapy is the Recommendation.

Correct Answer: B
Key Learning Point: SBAR: Situation (what is happening now), Background (context and history), Assessment (what you think is going on), Recommendation (what you want done).`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'tcm-002',
    topicId: 5,
    source: 'tjc-npsg-2025',
    questionText: `A physician telephones the respiratory therapist with a new order for a patient with an asthma exacerbation: ipratropium 0.5 mg with albuterol 2.5 mg by nebulizer every 20 minutes for three doses. What should the therapist do before acting on the order?`,
    options: [
      `Repeat the drug names back and ask the physician to sign the order within the day`,
      `Write the order down, read the whole order back and get the physician's confirmation`,
      `Give the first dose, then enter the order in the chart once the patient is stable again`,
      `Ask the bedside nurse to call the physician and take the same order a second time`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. For verbal and telephone orders, the receiver writes down (or enters) the complete order and reads it back, drug, dose, route, frequency and number of doses, and the prescriber confirms it is correct. Read-back catches errors such as mishearing 0.5 mg as 5 mg.

A is wrong: repeating only the drug names leaves dose and frequency unchecked.
C is wrong: acting on an order before it is recorded and verified skips the read-back that prevents errors.
D is wrong: a second caller duplicates effort and still does not verify what the therapist heard.

Correct Answer: B
Key Learning Point: Verbal and telephone orders are written down and read back in full, and the prescriber confirms them before they are carried out.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-003',
    topicId: 11,
    questionText: `At the evening handoff using I-PASS, the day therapist reports on a patient on high-flow nasal cannula at 50 L/min and FiO2 0.60. Which statement is the "situation awareness and contingency planning" element of the handoff?`,
    options: [
      `"He is a 67-year-old admitted yesterday with influenza pneumonia and sepsis."`,
      `"He is on 50 liters per minute at 60 percent; his SpO2 has been 92 to 94 percent."`,
      `"If his ROX index falls below 3.85 or he needs an FiO2 above 0.80, call the ICU team."`,
      `"Please check a blood gas at 2200 and wean the FiO2 if his SpO2 stays above 94%."`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. In I-PASS (Illness severity, Patient summary, Action list, Situation awareness and contingency planning, Synthesis by receiver), the contingency element tells the receiver what might go wrong and exactly what to do if it does.

A is wrong: age, diagnosis and admission are the patient summary.
B is wrong: current settings and SpO2 are part of the patient summary of the present state.
D is wrong: timed tasks to complete are the action list.

Correct Answer: C
Key Learning Point: I-PASS contingency planning states "if this happens, do that," so the receiver knows the triggers for escalation before they occur.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-004',
    topicId: 3,
    questionText: `A night therapist receives a verbal handoff on six ventilated patients. The day therapist has mentioned that bed 4 had a PEEP increase at 1500 and that bed 6 may be extubated in the morning. What should the receiving therapist do at the end of the handoff to reduce the chance of an omission?`,
    options: [
      `Summarize back the key points and pending tasks and ask any remaining questions`,
      `Thank the day therapist and review each chart later once the rounds are finished`,
      `Ask the day therapist to leave written notes in the department communication book`,
      `Check the ventilators alone afterward, since verbal reports tend to be incomplete`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The final step of a structured handoff (the S of I-PASS) is synthesis by the receiver: restating the key points, the plan and the pending tasks so that gaps and misunderstandings are caught while the sender is still there.

B is wrong: reviewing later leaves misunderstandings undiscovered until the sender has gone home.
C is wrong: written notes can help but do not confirm that the receiver understood the verbal report.
D is wrong: bedside checks are good practice, but they do not replace confirming the handoff with the person who knows the plan.

Correct Answer: A
Key Learning Point: Close every handoff with a synthesis by the receiver, restating key findings, plans and pending actions, so the sender can correct errors.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-005',
    topicId: 4,
    questionText: `During a bronchoscopy under moderate sedation, the SpO2 falls from 95% to 86% and stays there. The respiratory therapist tells the bronchoscopist, "I'm concerned, the sat is 86%," but the physician keeps working. Thirty seconds later the SpO2 is 83%. Which response best follows the TeamSTEPPS approach?`,
    options: [
      `Stay quiet and increase the oxygen flow, since the physician has already heard the concern`,
      `Wait until the procedure ends and then report the event through the safety system`,
      `Repeat the concern firmly, "This is a safety issue; the sat is 83%, we need to stop"`,
      `Leave the room to find the charge nurse and have her speak to the physician on your behalf`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. TeamSTEPPS teaches CUS (I am Concerned, I am Uncomfortable, this is a Safety issue) and the two-challenge rule: if a concern is ignored, voice it again, firmly. "This is a safety issue" is the agreed signal that the work must stop. If it is still ignored, escalate through the chain of command.

A is wrong: raising the oxygen flow may help, but silence after an ignored concern lets a worsening desaturation continue.
B is wrong: reporting later does not protect the patient now.
D is wrong: leaving the room removes a monitoring clinician from a desaturating patient.

Correct Answer: C
Key Learning Point: When a safety concern is ignored, repeat it (two-challenge rule) using the CUS words; "this is a safety issue" means stop and reassess.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'tcm-006',
    topicId: 9,
    questionText: `A patient in the ICU has been resuscitated after a 12-minute cardiac arrest. Several team members felt that compressions were interrupted too long during intubation. Which approach to a debriefing is most likely to improve the team's next resuscitation?`,
    options: [
      `Hold it within days at a scheduled quality meeting with the code records on hand`,
      `Have the manager meet privately with the person who intubated to correct the error`,
      `Skip it because the patient survived and the team is needed back at the bedside`,
      `Hold it soon after, blame-free, covering what went well, what did not, and changes`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. An effective debriefing happens soon after the event while details are fresh, is nonpunitive, and reviews performance against the plan (for example, compression fraction), what went well and what to change. Data from the defibrillator or recorder make it more useful.

A is wrong: a meeting days later loses detail and usually misses many team members.
B is wrong: a private correction of one person treats a team problem as an individual failing and teaches the rest of the team nothing.
C is wrong: good outcomes do not mean good performance; the interruptions are worth learning from.

Correct Answer: D
Key Learning Point: Debrief soon after critical events in a blame-free way, covering what went well, what did not and what the team will change.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-007',
    topicId: 9,
    questionText: `During a rapid response, the team leader looks at the monitor and says, "Somebody needs to get a blood gas, and can someone bring the end-tidal CO2 monitor?" Two minutes later neither task has been done. What change in communication would most likely have prevented this?`,
    options: [
      `Speaking more loudly so that every team member in the room hears the request`,
      `Writing each request on the whiteboard so the team can read it when they can`,
      `Directing each request to a named person and waiting for them to confirm it`,
      `Repeating the requests every minute until somebody in the room carries them out`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Requests addressed to "somebody" are diffused across the team and often nobody owns them. Directed communication, naming the person ("Jan, draw an ABG"), followed by the receiver's check-back and a report when it is done, closes the loop.

A is wrong: volume does not assign responsibility.
B is wrong: a whiteboard can track tasks, but it does not assign them to anyone.
D is wrong: repeating undirected requests wastes time and adds noise without assigning ownership.

Correct Answer: C
Key Learning Point: In emergencies, give each task to a named person and expect a check-back; undirected requests tend not to be done.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'tcm-008',
    topicId: 2,
    source: 'tjc-npsg-2025',
    questionText: `A respiratory therapist running the blood gas laboratory obtains an arterial pH of 7.08 on a sample from a medical ward patient. The result meets the hospital's critical value policy. Which action is most appropriate?`,
    options: [
      `Post the result to the chart and flag it for the physician to see on rounds`,
      `Rerun the sample twice more before telling anyone, to be sure it is real`,
      `Text the result to the ward's unit clerk and ask them to tell the nurse`,
      `Call the responsible licensed caregiver promptly and have them read it back`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Critical results are reported directly to the responsible licensed caregiver within the time the policy sets, and the receiver reads the value back to confirm it. The call, the receiver and the time are documented.

A is wrong: a flag waiting for rounds can delay treatment of a life-threatening acidosis.
B is wrong: a quality-controlled result is reported without delay; repeat testing is not a reason to hold a critical value.
C is wrong: an unlicensed intermediary and a text message add error and delay and skip the read-back.

Correct Answer: D
Key Learning Point: Report critical results directly and promptly to a licensed caregiver who reads the value back, and document the report.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-009',
    topicId: 3,
    source: 'aarc-transport-2002',
    questionText: `A respiratory therapist from the ICU is handing off a ventilated patient to the radiology therapist who will manage the ventilator during a 40-minute MRI. Which item is most important to include in this handoff?`,
    options: [
      `The date and the reason for the patient's original admission to the hospital`,
      `The endotracheal tube size and depth, settings, and the plan if SpO2 falls`,
      `The patient's list of home medications and known drug allergies`,
      `The names of the family members who are waiting in the ICU lounge`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. The receiving therapist must be able to recognize and manage an airway or ventilation problem alone in the scanner. Tube size and depth at the teeth, ventilator settings, recent changes and the agreed response to desaturation are the essential content.

A is wrong: the reason for admission is useful background but does not help manage an event during the scan.
C is wrong: medication history matters to the prescribers, not to managing the ventilator for 40 minutes.
D is wrong: family details do not bear on the patient's safety during transport.

Correct Answer: B
Key Learning Point: A transport handoff centers on the airway, the settings, recent changes and what to do if the patient deteriorates.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-010',
    topicId: 6,
    questionText: `A therapist is about to call a physician at 0300 about a patient whose SpO2 has fallen from 94% to 86% on 4 L/min nasal cannula. Which opening is the best "Situation" statement?`,
    options: [
      `"This is Sam, the therapist on 5 West; Mr. Ruiz in 512 has an SpO2 of 86% on 4 liters."`,
      `"This is Sam from respiratory; I need you to come to 5 West to see a patient right away."`,
      `"This is Sam; Mr. Ruiz had surgery three days ago and has a history of sleep apnea."`,
      `"This is Sam; I am worried that Mr. Ruiz is developing a pulmonary embolism tonight."`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The Situation identifies the caller, the location, the patient and the problem in one concrete sentence, so the listener knows at once who is calling about whom and why.

B is wrong: it is a request with no information about the patient or problem; the recommendation comes last.
C is wrong: the surgery and sleep apnea history are Background.
D is wrong: a suspected diagnosis is the Assessment and needs the data first.

Correct Answer: A
Key Learning Point: Open an SBAR call by identifying yourself, the patient and the problem with its key number.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'tcm-011',
    topicId: 4,
    questionText: `In a patient's room, with the family present, a nurse tells the respiratory therapist that the patient's tracheostomy should be suctioned "every hour whether he needs it or not." The therapist disagrees. Which approach best handles the disagreement?`,
    options: [
      `Explain to the family why the nurse's approach is outdated before leaving the room`,
      `Agree in front of the family, then quietly suction on assessment instead of hourly`,
      `Report the nurse to the nurse manager without discussing it with her first`,
      `Step out with the nurse and describe the concern, the evidence and a proposal`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Conflict is resolved away from the patient and family, with a structured, respectful exchange such as the DESC script: Describe the situation, Express the concern, Suggest an alternative (suction when indicated by assessment) and state the Consequences, then agree on a plan.

A is wrong: disputing a colleague in front of the family undermines trust in the whole team.
B is wrong: pretending to agree and then acting differently leaves the care plan inconsistent and the disagreement unresolved.
C is wrong: escalating before a direct conversation skips the first and usually most effective step.

Correct Answer: D
Key Learning Point: Resolve professional disagreements privately and directly with a structured script (DESC), escalating only when that fails.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'tcm-012',
    topicId: 4,
    questionText: `A team is about to intubate a morbidly obese patient with a known difficult airway in the ICU. Which element of the pre-procedure briefing most reduces the risk of harm?`,
    options: [
      `Reviewing the hospital's policy on documenting intubation procedures`,
      `Stating each person's role and the backup plan if the first attempt fails`,
      `Asking each team member how many intubations they have seen or performed before`,
      `Reminding the team about infection control precautions for the room`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A brief before a high-risk procedure makes the plan shared: who intubates, who ventilates, who gives drugs, and the sequence of backup plans (video laryngoscope, bougie, supraglottic airway, surgical airway) with equipment ready. Teams then act without hesitation when the first plan fails.

A is wrong: documentation rules do not reduce harm during the intubation.
C is wrong: experience counts matter less than clear roles and a rehearsed backup plan.
D is wrong: infection control matters but does not address the main danger, a failed airway with desaturation.

Correct Answer: B
Key Learning Point: Brief before high-risk procedures: assign roles and agree plans A, B and C with the equipment ready.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'tcm-013',
    topicId: 6,
    questionText: `A respiratory therapist paged a ward physician 30 minutes ago about a postoperative patient whose respiratory rate is now 36/min, SpO2 87% on a nonrebreathing mask and systolic blood pressure 88 mm Hg. There has been no reply to two pages. What should the therapist do next?`,
    options: [
      `Page the same physician a third time and wait another 15 minutes`,
      `Phone the chief medical officer at home to report the unresponsive physician`,
      `Document the unanswered pages and recheck the patient at the next treatment`,
      `Activate the rapid response team, as escalation policy allows for these signs`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The patient meets common rapid response criteria (tachypnea, hypoxemia despite high oxygen, hypotension) and the primary physician is not responding. Any staff member may activate the rapid response team; this is the escalation built for exactly this situation.

A is wrong: continued waiting delays care for a deteriorating patient.
B is wrong: the chain of command continues later; skipping to an executive at home does not bring help to the bedside now.
C is wrong: documenting without escalation leaves the patient at risk.

Correct Answer: D
Key Learning Point: When a deteriorating patient's physician does not respond, escalate by activating the rapid response team rather than waiting.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'tcm-014',
    topicId: 3,
    questionText: `A respiratory department is changing its shift report from a conference-room report to a bedside handoff for ventilated patients. Which benefit is the main reason for this change?`,
    options: [
      `Both therapists can check settings, alarms and the airway against the orders together`,
      `The handoff takes less time because the therapists do not need any written notes`,
      `Patients' families can be told about the plan for the night by the outgoing therapist`,
      `The outgoing therapist can leave earlier because the oncoming therapist sees the data`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. At the bedside both therapists can see the patient and verify the ventilator settings, alarm limits, tube position and equipment against the orders, catching discrepancies while the outgoing therapist is still present.

B is wrong: bedside handoffs are not mainly about speed, and structured notes are still used.
C is wrong: families may be included, but the main purpose is safe transfer of responsibility between therapists.
D is wrong: the handoff is a shared verification, not a way to shorten the outgoing therapist's shift.

Correct Answer: A
Key Learning Point: Bedside handoffs let sender and receiver verify the patient, the settings and the alarms together before responsibility changes hands.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
];
