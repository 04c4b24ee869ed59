import type { SeedQuestion } from '../../types';

/** RTE 2027 additions: social determinants of health (tmcCode III-I or I-A, rteArea professional-practice). */
const meta = {
  outlineSection: 'III',
  tmcCode: 'III-I',
  rteArea: 'professional-practice',
  rteTopic: 'social-determinants',
  rte2027: true,
  written: '2026-11-25',
  source: 'healthy-people-2030',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'sdh-001',
    topicId: 5,
    questionText: `A 60-year-old man with COPD keeps running out of his tiotropium-olodaterol soft-mist inhaler early or using it after it is empty. During teaching he cannot say how many doses a cartridge holds and struggles to add up days on a calendar. Which adjustment best fits his limited numeracy?`,
    options: [
      `Show him the dose indicator and its color zone, and when to phone for a refill`,
      `Give him a written table to record each inhalation and add up at each week's end`,
      `Tell him to shake the inhaler to judge by feel how much medication remains in it`,
      `Ask him to calculate the refill date from the doses in the cartridge each month`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Limited numeracy makes counting and arithmetic unreliable. A built-in dose indicator turns the task into recognizing a visual signal (the red zone, or the device locking when empty), which he can then link to one simple action, calling for a refill.

B is wrong: a tally he must add up relies on the very arithmetic he struggles with.
C is wrong: shaking or judging weight is unreliable for any inhaler and misleads users about the doses left.
D is wrong: asking him to calculate refill dates ignores his numeracy limitation.

Correct Answer: A
Key Learning Point: For limited numeracy, replace counting with visual cues (dose indicators, color zones) tied to one clear action.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-002',
    topicId: 11,
    questionText: `A 74-year-old woman who needs continuous oxygen at 3 L/min from a stationary concentrator lives alone on a farm 40 miles from town. Storms cause power outages of several hours a few times each winter. Which plan best addresses this risk?`,
    options: [
      `Tell her to call 911 whenever the power goes out so EMS can bring oxygen`,
      `Have her raise the flow to 6 L/min before storms so she stores extra oxygen`,
      `Arrange backup cylinders sized for outages and register her with the utility`,
      `Advise her to move in with relatives in town for the whole of each winter`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A concentrator stops in a power failure. A home oxygen plan for someone in a rural area with outages includes enough backup compressed-gas cylinders (with a regulator and teaching) to bridge a long outage, and registration with the electric utility's medical-needs program, which can prioritize restoring power and warn of planned shutoffs.

A is wrong: relying on EMS for every outage strains a scarce rural service and may leave her without oxygen for a long wait.
B is wrong: oxygen cannot be stored in the body by breathing more of it beforehand.
D is wrong: relocating for months is a large disruption that an emergency plan makes unnecessary.

Correct Answer: C
Key Learning Point: Patients on concentrators need a power-outage plan: backup cylinders for the expected duration and registration with their electric utility.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-003',
    topicId: 12,
    questionText: `A 52-year-old man with COPD who qualifies for continuous oxygen at 2 L/min is ready for discharge. He has been living in his car and sometimes stays at a shelter that does not allow oxygen equipment. What should the respiratory therapist recommend first?`,
    options: [
      `Discharge him with a stationary concentrator delivered to the shelter's address`,
      `Discharge him without oxygen, since he cannot use it safely in his current housing`,
      `Keep him in hospital until he finds permanent housing that allows oxygen at home`,
      `Involve case management to find respite housing and a portable oxygen source`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Homelessness is the barrier to a safe discharge, so the plan starts with case management or social work: medical respite or shelter placement that accepts oxygen, with a portable concentrator or cylinders that fit his circumstances, and follow-up arranged where he can reach it.

A is wrong: the shelter does not allow the equipment, and he does not live there reliably.
B is wrong: withholding indicated oxygen exposes him to the harms of chronic hypoxemia.
C is wrong: finding permanent housing can take months; keeping him in hospital for that is not realistic and blocks needed care elsewhere.

Correct Answer: D
Key Learning Point: When housing blocks a safe discharge on oxygen, involve case management early to match the oxygen source to where the patient can actually live.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'sdh-004',
    topicId: 12,
    questionText: `A 45-year-old man with moderate asthma lives in a town where wildfire smoke is forecast for the coming week, with the Air Quality Index expected to reach the "unhealthy" range. He works outdoors as a landscaper. What advice is most appropriate?`,
    options: [
      `Check the daily AQI, limit outdoor exertion on bad days and filter indoor air`,
      `Take an extra dose of his controller every morning before going to work outside`,
      `Wear a simple cloth face covering while working, which blocks the smoke particles`,
      `Open the windows at night so that the smoke can clear from the home as he sleeps`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Fine particles in wildfire smoke trigger asthma exacerbations. Following the AQI, reducing outdoor exertion when it is unhealthy, keeping indoor air clean (closed windows, HEPA filter or a filtered fan) and having his action plan and reliever ready are the main protections. If he must work outside, a well-fitted N95 respirator helps more than cloth.

B is wrong: changes to controller dosing follow his asthma action plan or the prescriber; extra doses do not replace avoiding exposure.
C is wrong: cloth coverings do not filter fine smoke particles.
D is wrong: opening windows lets smoke into the home.

Correct Answer: A
Key Learning Point: During wildfire smoke, follow the AQI, limit outdoor exertion, clean indoor air and keep the asthma action plan at hand.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-005',
    topicId: 12,
    questionText: `A 15-year-old with cystic fibrosis lives 180 miles from the nearest CF center. His family has one car, and his parents lose a day's pay for each clinic visit. He has missed two of the last four quarterly visits. Which plan best keeps his pulmonary care on track?`,
    options: [
      `Move his follow-up to a local primary care clinic and end contact with the CF center`,
      `Alternate in-person visits with telehealth visits and home spirometry between them`,
      `Tell the family that missed visits will be reported as medical neglect to the state`,
      `Double the length of each in-person visit so that they can be scheduled less often`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Distance, transport and lost wages are access barriers. Telehealth visits with home spirometry let the CF team follow his lung function and symptoms between in-person visits, which remain needed for cultures and other tests.

A is wrong: specialized CF center care is linked to better outcomes; local care can complement it but should not replace it.
C is wrong: threatening a report for missed visits caused by access barriers is punitive and does not help.
D is wrong: fewer, longer visits reduce monitoring and do not remove the travel barrier.

Correct Answer: B
Key Learning Point: For rural patients, combine in-person specialty visits with telehealth and home monitoring to keep care continuous.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'sdh-006',
    topicId: 6,
    questionText: `A 38-year-old woman who is Deaf and uses American Sign Language is admitted for an asthma exacerbation. She reads lips a little and writes short notes. The respiratory therapist needs to teach her how to use a new inhaler and an asthma action plan. What is the best way to communicate?`,
    options: [
      `Speak slowly and face her directly so that she can read the therapist's lips`,
      `Write out each instruction step by step on paper and have her read it back`,
      `Use a qualified ASL interpreter, in person or by video remote interpreting`,
      `Ask her hearing teenage daughter to sign the teaching when she visits later`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. For a Deaf patient whose language is ASL, a qualified sign language interpreter (in person or by video) gives effective communication, which federal disability law requires for teaching of this complexity.

A is wrong: lip-reading captures a fraction of spoken English and is unreliable for new and detailed instructions.
B is wrong: written English may be a second language for an ASL user; notes are acceptable for simple exchanges, not for teaching a new treatment plan.
D is wrong: family members, especially children, are not trained interpreters and may omit or alter content.

Correct Answer: C
Key Learning Point: Provide a qualified ASL interpreter for Deaf patients who sign; lip-reading, notes and family members are not equivalent for teaching.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-007',
    topicId: 6,
    questionText: `A respiratory therapist is teaching a Vietnamese-speaking patient how to use a spacer, with a professional medical interpreter on a video screen. Which technique makes the session most effective?`,
    options: [
      `Look at the patient, speak to him directly in short segments, and use teach-back`,
      `Give the whole explanation in one long block so the interpreter does not interrupt`,
      `Speak to the interpreter in the third person, for example "Tell him to breathe out"`,
      `Skip the demonstration, since the interpreter will describe each step in words`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. With an interpreter, the clinician faces and speaks to the patient in the first person, pauses after short segments so they can be interpreted accurately, demonstrates, and confirms understanding with teach-back through the interpreter.

B is wrong: long blocks of speech are interpreted less accurately and with omissions.
C is wrong: talking about the patient in the third person sidelines him and weakens the relationship.
D is wrong: demonstration and return demonstration are still the best way to teach device technique, whatever the language.

Correct Answer: A
Key Learning Point: With an interpreter, speak directly to the patient in short segments, demonstrate and check understanding with teach-back.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'sdh-008',
    topicId: 12,
    questionText: `At a clinic visit, a 10-year-old with cystic fibrosis has lost 1.5 kg in three months, and his BMI percentile has fallen from the 45th to the 20th. His mother says his enzymes are taken with every meal but that money has been tight and there are days the family has little food in the house. What should the respiratory therapist do?`,
    options: [
      `Tell the mother that his weight loss is a sign of her poor adherence to his diet`,
      `Teach the child to do extra airway clearance to lower his calorie use each day`,
      `Recommend doubling the enzyme dose at each meal to improve fat absorption`,
      `Share the food insecurity with the CF team so social work and the dietitian can help`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The history points to food insecurity, not malabsorption from missed enzymes. Children with CF need a high-calorie diet, and nutritional status tracks lung function. Telling the team lets social work connect the family with food programs and benefits and the dietitian plan affordable high-calorie options.

A is wrong: blaming the mother is inaccurate and damages trust.
B is wrong: airway clearance is not a way to save calories, and reducing it would harm his lungs.
C is wrong: enzyme doses are adjusted by the CF team for malabsorption, and more enzyme cannot make up for food that is not there.

Correct Answer: D
Key Learning Point: In CF, weight loss with a history of food insecurity calls for social work and dietitian involvement, not changes in therapy alone.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'sdh-009',
    topicId: 12,
    questionText: `An 80-year-old woman with COPD no longer drives, and her pharmacy is across town. She tells the respiratory therapist she often goes a week without her LAMA inhaler while waiting for a neighbor to drive her. Which recommendation best addresses this barrier?`,
    options: [
      `Switch her from the LAMA to an as-needed SABA that is easier to obtain in town`,
      `Ask the prescriber for a 90-day supply through a mail-order or delivery pharmacy`,
      `Teach her to take her LAMA every other day so each inhaler lasts twice as long`,
      `Tell her to call an ambulance for a ride whenever her inhaler is running low`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Her gaps in therapy come from transportation, not from the drug. A 90-day supply by mail or home delivery (often cheaper per dose under many plans) removes the trips and keeps her maintenance bronchodilator continuous.

A is wrong: stepping down from maintenance therapy to a reliever because of a transport problem worsens her COPD care.
C is wrong: halving the dose frequency undertreats her and is not how the drug is meant to be used.
D is wrong: emergency services are not for routine transport and would not fix the refill pattern.

Correct Answer: B
Key Learning Point: When transport blocks refills, change how the medication reaches the patient (mail order, delivery, 90-day fills), not the therapy itself.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-010',
    topicId: 6,
    outlineSection: 'I',
    tmcCode: 'I-A',
    questionText: `A respiratory therapist reviews the record of a 57-year-old with heart failure and COPD who has been readmitted three times in 90 days. Which entry most likely points to a social determinant behind the readmissions?`,
    options: [
      `Ejection fraction of 35% on last month's echocardiogram report`,
      `FEV1 of 48% of predicted on spirometry done one year earlier`,
      `Social work note: lives alone in a third-floor walk-up, no car`,
      `Medication list: furosemide, carvedilol and a LAMA-LABA inhaler`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Living alone, with stairs and no car, limits his access to follow-up, pharmacies and help at home, which are social conditions that predict readmission and can be addressed by case management.

A is wrong: a reduced ejection fraction is a clinical severity marker, not a social determinant.
B is wrong: the FEV1 shows disease severity but not a social barrier.
D is wrong: the medication list is standard guideline therapy and shows no barrier by itself.

Correct Answer: C
Key Learning Point: Look in the record for housing, transport, support and income; they often explain readmissions better than one more clinical number.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    rteArea: 'professional-practice',
  },
  {
    ...meta,
    key: 'sdh-011',
    topicId: 10,
    source: 'gina-2025',
    questionText: `A 4-year-old with recurrent wheezing has had three emergency visits this winter. His father says he smokes "only on the balcony" of their apartment and that the family cannot afford to move. Which counseling is most appropriate?`,
    options: [
      `Explain that smoke on clothes and in the air still reaches the child; offer cessation help`,
      `Reassure him that smoking on the balcony fully protects his son from tobacco smoke`,
      `Advise keeping the child in his bedroom with the door closed while the father smokes`,
      `Recommend an air freshener in the apartment to cover the smell of tobacco smoke`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Secondhand and thirdhand smoke (residue on clothes, hair and surfaces, and smoke drifting in from balconies) worsen childhood wheeze and asthma. Counseling focuses on a smoke-free environment and offers the parent cessation treatment, which protects the child whether or not the family can move.

B is wrong: smoking outside reduces but does not eliminate the child's exposure.
C is wrong: a closed door does not stop smoke and residue entering the home.
D is wrong: air fresheners mask odor and can irritate airways; they remove no smoke.

Correct Answer: A
Key Learning Point: Smoking away from a child reduces but does not remove exposure; offer parents cessation help as part of the child's asthma care.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-013',
    topicId: 11,
    questionText: `A 66-year-old man on nocturnal BiPAP and continuous oxygen from a concentrator shows the home care therapist a shutoff notice from his electric company for an unpaid bill. What is the most appropriate action?`,
    options: [
      `Help him get a physician's medical certificate for the utility and refer to social work`,
      `Advise him to use the BiPAP and concentrator fewer hours to cut his power bill`,
      `Switch his oxygen to cylinders and stop the BiPAP until the bill has been paid`,
      `Tell him the home care company will pay his electric bill out of its own funds`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Many utilities and states protect customers who depend on electrically powered medical equipment: a physician's medical certification can delay or prevent shutoff, and social work can connect him with energy assistance programs for the bill.

B is wrong: cutting prescribed hours of therapy to save money harms him.
C is wrong: cylinders cannot replace continuous home oxygen for long, and stopping prescribed BiPAP is dangerous.
D is wrong: the company cannot promise to pay bills; this is not a sustainable or honest plan.

Correct Answer: A
Key Learning Point: Patients who rely on powered respiratory equipment can seek medical certification to prevent utility shutoff; pair it with a social work referral.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'sdh-014',
    topicId: 5,
    source: 'gina-2025',
    questionText: `A 29-year-old uninsured man is treated for an asthma flare at a free clinic. He has a donated salbutamol MDI, but the clinic has no spacers and he cannot afford to buy one. His technique with the inhaler alone is poor despite coaching. Which option is most appropriate?`,
    options: [
      `Use the MDI without a spacer, since spacers add little to adult technique`,
      `Use a homemade spacer from a 500 mL plastic bottle fitted to the MDI mouthpiece`,
      `Stop the MDI and have him buy a home nebulizer on a monthly installment plan instead`,
      `Spray the MDI into a paper cup held over his mouth and nose and breathe in slowly`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. When a commercial spacer is not available, a homemade spacer made from a 500 mL plastic bottle with the MDI sealed into its base delivers the drug nearly as well as a commercial one, and GINA endorses it in resource-limited settings.

A is wrong: with poor coordination, much of each MDI dose lands in his mouth and throat without a spacer.
C is wrong: a nebulizer costs more and takes longer; an MDI with a spacer is at least as effective.
D is wrong: an open paper cup does not hold the aerosol or form a seal, so little drug reaches the lungs.

Correct Answer: B
Key Learning Point: When a commercial spacer is unaffordable, a homemade spacer from a 500 mL plastic bottle is an effective substitute.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    rteArea: 'professional-practice',
  },
];
