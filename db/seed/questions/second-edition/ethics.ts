import type { SeedQuestion } from '../../types';

/** RTE 2027 additions: ethics and professional conduct (tmcCode III-E, rteArea professional-practice). */
const meta = {
  outlineSection: 'III',
  tmcCode: 'III-E',
  rteArea: 'professional-practice',
  rteTopic: 'ethics',
  rte2027: true,
  written: '2026-11-25',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'eth-001',
    topicId: 8,
    source: 'aarc-ethics-2015',
    questionText: `At the start of a night shift, a respiratory therapist notices that a colleague who is about to take report on four ventilated patients smells strongly of alcohol, has slurred speech and is unsteady. What should the therapist do first?`,
    options: [
      `Offer to check the colleague's ventilator settings during the shift without telling anyone`,
      `Tell the shift supervisor at once so the colleague is removed from patient care`,
      `Wait until the end of the shift and then discuss the concern privately with the colleague`,
      `Report the colleague directly to the state licensing board before the shift starts`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A clinician who appears impaired at work is an immediate danger to patients. The first duty is to keep the colleague away from patients by telling the supervisor now, following the department's impaired-practitioner policy; the colleague is then referred for evaluation and help.

A is wrong: covering for the colleague leaves an impaired clinician caring for ventilated patients and hides a safety risk.
C is wrong: waiting until the end of the shift exposes patients to harm for the whole shift.
D is wrong: a report to the licensing board may follow through the employer's process, but it does not remove the colleague from the bedside tonight.

Correct Answer: B
Key Learning Point: Suspected impairment at work is reported to the supervisor immediately so the colleague is removed from patient care; the patient's safety comes before loyalty to a coworker.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eth-002',
    topicId: 3,
    source: 'aarc-ethics-2015',
    questionText: `During a ventilator check, a respiratory therapist finds that the FiO2 on a stable postoperative patient has been set at 0.30 for the last 2 hours instead of the ordered 0.50. The therapist had made the change at the previous check. The SpO2 is 95% and the patient looks comfortable. Which course of action is most appropriate?`,
    options: [
      `Set the ordered FiO2, assess the patient, tell the physician and file a safety event report`,
      `Set the ordered FiO2 and chart it as the current setting, since the patient came to no harm`,
      `Leave the FiO2 at 0.30 because the SpO2 is acceptable and document the reason in the chart`,
      `Set the ordered FiO2 and ask the next shift to watch the SpO2 closely without further report`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. An error is corrected, the patient is assessed for effects, the prescriber is told (so the team can decide about telling the patient, as disclosure policies require) and the event is reported through the safety reporting system so the cause can be found. Honesty does not depend on whether harm occurred.

B is wrong: quietly correcting and charting hides the error and removes the chance to learn from it.
C is wrong: the therapist cannot replace the prescriber's order with a personal judgment; a change in FiO2 needs an order or a protocol.
D is wrong: handing the concern to the next shift without telling the physician or reporting the event is still concealment.

Correct Answer: A
Key Learning Point: After an error, correct it, assess the patient, inform the prescriber and report the event, even when no harm resulted.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eth-003',
    topicId: 8,
    source: 'aarc-ethics-2015',
    questionText: `A respiratory therapist floated to the cardiac ICU is asked by the charge nurse to take over management of a patient on venovenous ECMO because the ECMO specialist has gone to an emergency. The therapist has never been trained or checked off on the ECMO circuit. What is the most appropriate response?`,
    options: [
      `Accept the assignment and learn the circuit from the manufacturer's manual at the bedside`,
      `Accept the assignment but refuse to touch any circuit setting until the ECMO specialist is back on the unit`,
      `Explain the lack of competency, ask for a trained clinician and offer help within skill`,
      `Refuse to stay in the room, since ECMO patients fall outside respiratory therapy practice`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Professional conduct limits practice to what the clinician is educated and validated to do. Saying so clearly, asking the charge nurse to find a trained clinician and offering help with tasks within the therapist's competency (the ventilator, airway, blood gases) protects the patient without abandoning the team.

A is wrong: reading a manual during care is not competency validation, and an ECMO emergency needs a trained operator.
B is wrong: accepting an assignment one cannot carry out creates the false impression that the circuit is covered.
D is wrong: many respiratory therapists are trained ECMO specialists; the issue is this therapist's competency, and leaving the room abandons the patient.

Correct Answer: C
Key Learning Point: Practice within your validated competency; when assigned a task beyond it, say so, get a qualified clinician and help with what you can do safely.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eth-004',
    topicId: 6,
    source: 'aarc-ethics-2015',
    questionText: `A respiratory therapist learns that her neighbor was admitted to another unit of the same hospital last night. She is not involved in his care but has access to the electronic health record. Out of concern, she considers opening his chart to see how he is doing. Which statement about this is correct?`,
    options: [
      `Opening the chart is allowed because she is a hospital employee with a valid login`,
      `Opening the chart is allowed if she shares nothing she reads with other people`,
      `Opening the chart is allowed once she has told her supervisor about her reason`,
      `Opening the chart is a privacy violation because she has no role in his care`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Under HIPAA's minimum-necessary principle, staff may view health information only as needed for their job. Curiosity or personal concern is not a work purpose, and access logs record every chart opened.

A is wrong: a login grants technical access, not permission to view any record.
B is wrong: viewing without a work reason is itself the violation, whether or not the information is shared.
C is wrong: telling a supervisor does not create a treatment, payment or operations purpose; she can visit or ask the neighbor directly.

Correct Answer: D
Key Learning Point: View a patient's record only when your work requires it; personal interest is never a reason to open a chart.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'eth-005',
    topicId: 12,
    source: 'beauchamp-childress-2019',
    questionText: `An 82-year-old woman with severe COPD is brought to the emergency department with hypercapnic respiratory failure. She is drowsy but rousable. Her signed POLST form says "Do not attempt resuscitation" and, for medical interventions, "Selective treatment: no intubation or mechanical ventilation; noninvasive ventilation may be used." Her son arrives and asks that she be intubated if needed. Which plan follows her documented wishes?`,
    options: [
      `Begin noninvasive ventilation and medical treatment, without intubation`,
      `Intubate if she worsens, because the son is present and can override the form`,
      `Give comfort measures alone, because the form declines resuscitation`,
      `Delay any ventilatory support until an ethics consultation has been held`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A POLST is a set of medical orders that carries the patient's own decisions. "Selective treatment" allows medical therapy and noninvasive ventilation while declining intubation, so NIV with bronchodilators, steroids and antibiotics is exactly what she chose.

B is wrong: a surrogate's role is to speak for the patient's known wishes, not to overrule a valid POLST she signed.
C is wrong: "do not attempt resuscitation" concerns cardiac arrest; her POLST chose selective treatment, not comfort-focused care.
D is wrong: the orders are clear; delaying indicated NIV for a consultation risks harm. The team can still meet with the son.

Correct Answer: A
Key Learning Point: Read the whole POLST: a DNR order does not mean no treatment, and "selective treatment" permits NIV while declining intubation.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eth-006',
    topicId: 8,
    source: 'beauchamp-childress-2019',
    questionText: `A 59-year-old man on a ventilator after cardiac arrest lacks decision-making capacity. Two years ago he signed a durable power of attorney for health care naming his longtime friend as his agent. His two adult children, who have not seen him in years, disagree with the friend's request for a tracheostomy. Who makes the decision?`,
    options: [
      `The adult children, because they are his closest legal relatives`,
      `The attending physician, because the family members disagree`,
      `The friend named as health care agent, deciding as he would have wanted`,
      `A court-appointed guardian, who is required whenever relatives disagree`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A health care agent named in a valid durable power of attorney ranks ahead of relatives in the surrogate hierarchy. The agent applies substituted judgment: the decision the patient would have made from his known values.

A is wrong: the default order of relatives applies when the patient has not named an agent.
B is wrong: physicians advise and may seek ethics help in conflict, but they do not take over a valid agent's authority.
D is wrong: guardianship is a last resort when no valid surrogate exists or the agent acts against the patient's interests, not a routine response to family disagreement.

Correct Answer: C
Key Learning Point: A legally appointed health care agent outranks next of kin and decides by the patient's own known wishes.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eth-007',
    topicId: 4,
    source: 'beauchamp-childress-2019',
    questionText: `A respiratory therapist arrives to assist with an elective outpatient bronchoscopy. The patient received intravenous midazolam 10 minutes ago and is drowsy. The nurse notes that the consent form has not yet been signed and hands the patient a pen. What should the therapist do?`,
    options: [
      `Witness the signature, since the patient is still awake enough to hold the pen`,
      `Stop and alert the bronchoscopist; consent from a sedated patient is not valid`,
      `Ask the patient's driver in the waiting room to sign the form in the patient's place`,
      `Proceed with the setup, since signing the form is the nurse's responsibility`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Informed consent requires a patient who can understand the information, weigh it and decide freely. A sedative given before the discussion impairs that capacity. For an elective procedure the bronchoscopist must be told; the procedure is usually postponed until the patient can consent.

A is wrong: being able to hold a pen is not decision-making capacity.
C is wrong: a driver is not a legal surrogate, and a surrogate is not used merely because the patient was sedated too early.
D is wrong: every member of the team who sees a consent problem has a duty to speak up before the procedure.

Correct Answer: B
Key Learning Point: Consent must be obtained before sedation; a sedated patient cannot give valid consent for an elective procedure.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eth-008',
    topicId: 3,
    source: 'beauchamp-childress-2019',
    questionText: `A 66-year-old man with COPD on noninvasive ventilation has an ABG showing pH 7.22, PaCO2 88 mm Hg and HCO3- 35 mEq/L. He is disoriented to place and time, keeps pulling off the mask and shouts that he wants to go home. He has no advance directive; his wife is on her way. Earlier, while alert, he agreed to NIV. What is the best interpretation and action?`,
    options: [
      `He is refusing treatment, so the NIV should be stopped and his refusal documented`,
      `He cannot decide at the moment; continue needed treatment and involve his wife`,
      `He should be restrained and sedated until his ABG returns to its baseline values`,
      `He has full capacity because he can state clearly what he wants to happen to him`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Capacity is specific to the decision and the moment. Hypercapnic encephalopathy leaves him disoriented and unable to understand and weigh the choice, so his protests are not an informed refusal. Emergency treatment he earlier accepted continues while the team contacts his wife as surrogate and treats the cause of his confusion.

A is wrong: a refusal is binding when the patient has capacity; this one is driven by a reversible encephalopathy.
C is wrong: restraint and sedation are not the default; they are last resorts, and sedation can deepen hypercapnia on NIV.
D is wrong: stating a choice is one part of capacity; he must also understand, appreciate and reason about it.

Correct Answer: B
Key Learning Point: Decision-making capacity needs understanding, appreciation, reasoning and a stated choice; acute encephalopathy can remove it temporarily, and emergency care continues with the surrogate involved.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eth-009',
    topicId: 5,
    source: 'aarc-ethics-2015',
    questionText: `Near the end of a busy shift, a coworker says she did not have time to give a 1600 nebulizer treatment to one of her patients and asks the respiratory therapist to sign it as given so the patient's record looks complete. What is the most appropriate response?`,
    options: [
      `Sign the entry because the treatment can be given later during the night`,
      `Sign the entry but add a private note to the coworker's supervisor about it`,
      `Decline and ask that the dose be charted as missed and the next shift told`,
      `Decline and chart that the coworker refused to give her assigned treatment`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The medical record must show what actually happened. A missed treatment is charted as not given, with the reason, and handed off so it can be given or the prescriber told. Documenting care that was not delivered is falsification.

A is wrong: charting a treatment as given when it was not is falsifying the record, whatever happens later.
B is wrong: a private note does not correct the false entry that the patient's care would rely on.
D is wrong: the coworker did not refuse; charting an inaccurate accusation in the record is also dishonest.

Correct Answer: C
Key Learning Point: Document only care actually given; a missed treatment is recorded as missed and handed off, never charted as given.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eth-010',
    topicId: 11,
    source: 'beauchamp-childress-2019',
    questionText: `During a home visit, a 71-year-old man with COPD who uses oxygen at 2 L/min tells the respiratory therapist he still smokes "a few cigarettes a day, out on the porch." He has decision-making capacity, says he will not quit and does not want to lose his oxygen. Which response best balances his autonomy with safety?`,
    options: [
      `Remove the oxygen equipment today, since smoking makes its use unsafe in the home`,
      `Ask his neighbors to report whenever they see him smoking while using the oxygen`,
      `Tell him the prescriber will cancel the oxygen order unless he signs a written pledge to quit smoking`,
      `Offer cessation help, teach him to turn off and remove the oxygen before smoking, document the risk`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. A capable adult may make risky choices. The therapist respects that while reducing harm: offering cessation help, teaching fire safety (oxygen off and cannula removed, no smoking near the equipment, smoke alarms), documenting the discussion and informing the prescriber, who may adjust the plan if the risk becomes unmanageable.

A is wrong: removing prescribed therapy unilaterally harms him and bypasses the prescriber.
B is wrong: enlisting neighbors to watch him breaches his privacy.
C is wrong: coercive threats undermine trust and do not make him safer.

Correct Answer: D
Key Learning Point: Respect a capable patient's choice to keep smoking while teaching oxygen fire safety, offering cessation support and documenting the risk.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-I',
  },
  {
    ...meta,
    key: 'eth-011',
    topicId: 11,
    source: 'aarc-ethics-2015',
    questionText: `A home medical equipment company offers a hospital respiratory therapist, who helps arrange home oxygen at discharge, an all-expenses-paid weekend at a resort "to learn about our new concentrator." What should the therapist do?`,
    options: [
      `Accept, provided the therapist refers patients to several companies in turn`,
      `Accept, provided the weekend includes at least a few hours of education`,
      `Decline, and keep recommending companies by patient need and coverage`,
      `Decline, and tell patients to avoid this company for future oxygen orders`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A lavish gift from a vendor whose business depends on the therapist's recommendations is a conflict of interest. Professional codes of ethics ask therapists to avoid such conflicts and to base referrals on the patient's needs, preferences and insurance.

A is wrong: rotating referrals does not remove the influence of the gift.
B is wrong: token education does not change the nature of an expensive leisure trip.
D is wrong: punishing the company steers patients for reasons unrelated to their care, which is the same bias in reverse.

Correct Answer: C
Key Learning Point: Decline gifts that could influence clinical recommendations; refer by patient need, not by vendor benefit.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eth-012',
    topicId: 8,
    source: 'beauchamp-childress-2019',
    questionText: `During a respiratory pandemic surge, a hospital has one ventilator left and two patients who need it. Under the hospital's crisis standards of care, which factor is ethically appropriate for the triage team to use in deciding who receives it?`,
    options: [
      `Which patient has health insurance that covers prolonged ventilation`,
      `Which patient arrived at the emergency department first that day, as recorded at triage`,
      `Which patient holds a more important job in the local community`,
      `Which patient is more likely to survive the acute illness with treatment`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. When resources are truly scarce, the principle of justice directs allocation by objective clinical criteria, chiefly the likelihood of surviving the acute illness with treatment, applied by a triage team separate from the bedside clinicians.

A is wrong: ability to pay has no place in allocating a life-saving resource.
B is wrong: first-come allocation favors those with easier access and ignores who can benefit.
C is wrong: judging people by their social worth is discriminatory.

Correct Answer: D
Key Learning Point: Crisis triage allocates scarce ventilators by clinical likelihood of benefit, never by payment, status or social worth.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eth-013',
    topicId: 10,
    source: 'aarc-ethics-2015',
    questionText: `A 4-month-old is admitted with bronchiolitis. Chest radiography shows healing posterior rib fractures of different ages. The parents say the infant has never been injured. While caring for the infant, what is the respiratory therapist's obligation regarding these findings?`,
    options: [
      `Say nothing, because the radiologist is the one who reports imaging findings`,
      `Keep the finding confidential because it is unrelated to the respiratory diagnosis being treated`,
      `Ask the parents directly whether one of them has been hurting the infant`,
      `Report the concern through the hospital's child protection process as required by law`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Posterior rib fractures of different ages in an infant without a credible history strongly suggest nonaccidental trauma. Health care workers are mandated reporters: suspected abuse is reported through the hospital's child protection team or directly to the authorities, and this duty overrides confidentiality.

A is wrong: every mandated reporter who has a reasonable suspicion must act; assuming another person will report is not enough.
B is wrong: confidentiality yields to the legal duty to protect a child at risk.
C is wrong: confronting the parents can endanger the child and interfere with the investigation.

Correct Answer: D
Key Learning Point: Suspected child abuse is reported by any clinician who suspects it; the legal duty to report overrides confidentiality.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eth-014',
    topicId: 8,
    source: 'aarc-ethics-2015',
    questionText: `A respiratory therapist is assigned to remove the ventilator from a patient whose family and team have agreed on withdrawal of life support. The therapist has a deep moral objection to taking part. What is the most appropriate way to act on this objection?`,
    options: [
      `Tell the supervisor in advance so another therapist can be assigned without delay`,
      `Go to the bedside, then leave the room before the extubation without telling anyone`,
      `Delay the withdrawal by reporting that the ventilator needs maintenance first`,
      `Urge the family to reconsider their decision until another plan of care can be agreed on`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Clinicians may decline to take part in acts that violate their conscience, but they must say so early, through the supervisor, so another qualified clinician provides the care without delay or burden to the patient and family.

B is wrong: leaving without notice abandons the patient and the team at a critical moment.
C is wrong: inventing a technical problem is dishonest and obstructs a decision the surrogate and team have made.
D is wrong: imposing one's own values on the family is coercive and disrespects their decision.

Correct Answer: A
Key Learning Point: Conscientious objection is voiced in advance through the supervisor so care is transferred smoothly; it never justifies abandoning or deceiving the patient and family.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
];
