import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'ic-001',
    topicId: 7,
    questionText: `A respiratory therapist has just given a nebulizer treatment to a patient on contact precautions for Clostridioides difficile diarrhea. After removing gown and gloves at the door, which hand hygiene method is most appropriate?`,
    options: [
      `Rub the hands with an alcohol-based hand rub for at least 20 seconds`,
      `Apply alcohol-based hand rub and then put on a fresh pair of gloves`,
      `Wash with soap and running water, rubbing for at least 20 seconds`,
      `Rub the hands with a disinfectant surface wipe kept on the isolation cart`,
    ],
    correctAnswer: 'C',
    explanation: `C. difficile forms spores, and alcohol does not kill spores. Washing with soap and water physically removes spores from the skin by friction and rinsing, so it is preferred after caring for patients with C. difficile (and norovirus) and whenever hands are visibly soiled.

A is wrong: alcohol rub is the routine choice for most care but is ineffective against spores. B is wrong: gloves over contaminated hands do not remove spores and may spread them to the next surface touched. D is wrong: surface disinfectant wipes are not made or approved for skin and can cause irritation.

Correct Answer: C
Key Learning Point: After caring for a patient with C. difficile, or when hands are visibly soiled, wash with soap and water rather than using alcohol rub.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hand-hygiene-2002',
    written: '2026-11-22',
    free: true,
  },
  {
    key: 'ic-002',
    topicId: 7,
    questionText: `A respiratory therapist wore clean gloves to suction a patient's tracheostomy and has just removed them, which were not torn. Regarding hand hygiene at this point, which statement is correct?`,
    options: [
      `Hand hygiene is unnecessary, because gloves kept the hands from contamination`,
      `Hand hygiene is required immediately after taking the gloves off`,
      `Hand hygiene is required only if the gloves were visibly torn or soiled`,
      `Hand hygiene can wait until the last patient in the room has been treated`,
    ],
    correctAnswer: 'B',
    explanation: `Gloves do not replace hand hygiene. Gloves can have microscopic defects, and hands are often contaminated while gloves are being removed. CDC and WHO guidance call for hand hygiene immediately after glove removal, as well as before and after patient contact and after contact with body fluids or the patient's surroundings.

A and C are wrong: intact-looking gloves still allow contamination, especially during removal. D is wrong: delaying hand hygiene lets organisms spread to other patients and surfaces in the meantime.

Correct Answer: B
Key Learning Point: Always perform hand hygiene after removing gloves; gloves are an addition to, not a substitute for, clean hands.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hand-hygiene-2002',
    written: '2026-11-22',
  },
  {
    key: 'ic-003',
    topicId: 7,
    questionText: `A respiratory therapist is about to open-suction the endotracheal tube of a patient who has copious secretions and coughs violently during suctioning. The patient has no known infection and is not on transmission-based precautions. Under standard precautions, which protective equipment is appropriate?`,
    options: [
      `No protective equipment is needed because no infection has been diagnosed`,
      `Gloves alone, because the hands are what touch secretions`,
      `Gloves, mask and eye protection, plus a gown if clothing may be splashed`,
      `A fit-tested N95 respirator and an airborne infection isolation room`,
    ],
    correctAnswer: 'C',
    explanation: `Standard precautions apply to every patient regardless of diagnosis. PPE is chosen according to the expected exposure: open suctioning with vigorous coughing is likely to spray secretions, so a mask and eye protection (goggles or face shield) are needed along with gloves, and a gown if clothing may be soiled.

A is wrong: standard precautions assume any body fluid may be infectious. B is wrong: splashes reach the face and eyes, not just the hands. D is wrong: an N95 and an airborne isolation room are for known or suspected airborne infections, not routine suctioning under standard precautions.

Correct Answer: C
Key Learning Point: Under standard precautions, choose PPE by the expected exposure; use face and eye protection for procedures likely to spray secretions.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-004',
    topicId: 7,
    questionText: `A 48-year-old man who recently came from a country with high tuberculosis rates has 6 weeks of productive cough, night sweats and weight loss. His chest radiograph shows a right upper lobe cavity. Which precautions should be started while he is being evaluated?`,
    options: [
      `A private room with the door left open, and surgical masks for staff who enter`,
      `Droplet precautions, with staff wearing surgical masks within 3 feet`,
      `Contact precautions, with gowns, gloves and surgical masks for staff who enter`,
      `An airborne infection isolation room; fit-tested N95 respirators for staff`,
    ],
    correctAnswer: 'D',
    explanation: `Suspected pulmonary tuberculosis needs airborne precautions at once, without waiting for confirmation. The patient goes in an airborne infection isolation room (AIIR): single room, negative pressure relative to the corridor, door kept closed, air exhausted outside or HEPA-filtered. Staff wear a fit-tested N95 or higher-level respirator.

A is wrong: an open door lets infectious droplet nuclei escape, and surgical masks do not protect the wearer from them. B is wrong: TB spreads by tiny droplet nuclei that stay suspended and travel far, not by large droplets. C is wrong: TB is not spread mainly by contact.

Correct Answer: D
Key Learning Point: Suspected or confirmed pulmonary TB requires an airborne infection isolation room and N95 or higher respirators for staff.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-tb-2005',
    written: '2026-11-22',
  },
  {
    key: 'ic-005',
    topicId: 7,
    questionText: `A patient in airborne isolation for suspected pulmonary tuberculosis must go to radiology for a CT scan. Which measure is appropriate for the patient during transport?`,
    options: [
      `The patient wears a surgical mask and follows cough etiquette`,
      `The patient wears a fit-tested N95 respirator with an exhalation valve`,
      `No mask is needed if the trip takes less than 15 minutes`,
      `The patient wears a nonrebreathing mask at 10 L/min oxygen`,
    ],
    correctAnswer: 'A',
    explanation: `When a patient on airborne precautions must leave the isolation room, the patient wears a surgical (procedure) mask. It catches respiratory particles at the source, and the patient follows cough etiquette. Transport should be limited to essential trips, and the receiving area should be told in advance.

B is wrong: N95 respirators protect the wearer; they are not needed for source control, and valved models let unfiltered exhaled air out. C is wrong: there is no safe transport time without source control. D is wrong: a nonrebreathing mask gives oxygen; it is not a source-control device, and exhaled gas escapes through its valves and ports.

Correct Answer: A
Key Learning Point: Patients on airborne precautions wear a surgical mask for source control whenever they must leave the room.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-053',
    topicId: 7,
    questionText: `An adult admitted with confirmed influenza A needs an oxygen assessment and a nasal cannula at 2 L/min; no aerosol-generating procedure is planned. He is in a standard private room. Besides standard precautions, which transmission-based precautions should the respiratory therapist follow?`,
    options: [
      `Airborne precautions with an N95 respirator and a negative-pressure room`,
      `Droplet precautions, wearing a surgical mask on entering the patient room`,
      `Contact precautions only, with gown and gloves for contact with the patient`,
      `Standard precautions only, because influenza is a community-acquired illness`,
    ],
    correctAnswer: 'B',
    explanation: `Seasonal influenza is spread mainly by large respiratory droplets, so CDC recommends droplet precautions: a private room (or cohorting), a surgical mask on entry, and a mask on the patient if he leaves the room. Only if an aerosol-generating procedure (such as a nebulizer treatment, intubation or suctioning) were performed would many facilities add an N95 respirator and eye protection; none is planned here.

A is wrong: routine airborne isolation is not required for seasonal influenza. C is wrong: contact precautions alone do not protect against droplets. D is wrong: community acquisition does not change how the virus spreads in the hospital.

Correct Answer: B
Key Learning Point: Influenza requires droplet precautions: a private room or cohort and a surgical mask on entry.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-25',
  },
  {
    key: 'ic-007',
    topicId: 7,
    questionText: `A 4-year-old with fever, cough, conjunctivitis and a spreading maculopapular rash is admitted with suspected measles and needs oxygen therapy. Which respiratory therapist should care for the child, and with what protection?`,
    options: [
      `A therapist with documented two doses of MMR, wearing a fit-tested N95 respirator`,
      `A pregnant therapist with unknown measles immunity, wearing a surgical mask`,
      `A therapist who is not sure about childhood vaccination, wearing a surgical mask`,
      `Any available therapist with no mask, since the child wears one`,
    ],
    correctAnswer: 'A',
    explanation: `Measles is among the most contagious airborne diseases. The child goes in an airborne infection isolation room. Where possible, only staff with presumptive evidence of immunity (such as documented two doses of MMR) should enter, and CDC advises all staff, immune or not, to wear an N95 or higher respirator.

B is wrong: a pregnant worker without proven immunity faces serious risk and should not be assigned; a surgical mask does not protect against airborne spread. C is wrong: unknown immunity counts as not immune, and a surgical mask is not enough. D is wrong: source control on a child is unreliable and does not replace respiratory protection for staff.

Correct Answer: A
Key Learning Point: Assign immune staff to measles patients and use airborne precautions, including N95 respirators, for everyone who enters.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-008',
    topicId: 7,
    questionText: `A portable pulse oximeter and a reusable stethoscope were used in the room of a patient with Clostridioides difficile infection and must be cleaned before they go to another unit. Which cleaning agent is most appropriate?`,
    options: [
      `A 70% isopropyl alcohol pad, wiped over the surfaces once`,
      `A quaternary ammonium wipe left wet on the surfaces for 1 minute`,
      `Soap and tap water on a cloth, followed by air-drying at room temperature`,
      `An EPA-registered sporicidal disinfectant, such as a bleach-based wipe`,
    ],
    correctAnswer: 'D',
    explanation: `C. difficile spores survive for months on surfaces and resist most low-level disinfectants. Equipment and surfaces should be disinfected with an EPA-registered product with a sporicidal claim against C. difficile, commonly chlorine bleach-based, used for the labeled contact time. Dedicated equipment for the patient is preferred whenever possible.

A is wrong: alcohol is not sporicidal. B is wrong: quaternary ammonium compounds kill vegetative bacteria but not C. difficile spores. C is wrong: soap and water remove some soil but do not disinfect equipment or reliably remove spores from complex surfaces.

Correct Answer: D
Key Learning Point: Disinfect equipment and surfaces exposed to C. difficile with an EPA-registered sporicidal agent such as a bleach-based product.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-009',
    topicId: 7,
    questionText: `Before entering the room of a patient on contact and droplet precautions, a respiratory therapist performs hand hygiene. In what order should the PPE then be put on, according to CDC guidance?`,
    options: [
      `Gloves, then gown, then surgical mask, then goggles or face shield`,
      `Surgical mask, then gloves, then goggles or face shield, then gown`,
      `Gown, then surgical mask, then goggles or face shield, then gloves`,
      `Goggles or face shield, then gloves, then gown, then surgical mask`,
    ],
    correctAnswer: 'C',
    explanation: `CDC's donning sequence is gown, mask or respirator, goggles or face shield, then gloves. Gloves go on last so that their cuffs can be pulled over the gown cuffs and they stay clean until patient contact.

A and D are wrong: putting gloves on before the gown or mask means the gloves get handled and contaminated while the rest of the PPE is adjusted, and the gown cuffs end up over the gloves. B is wrong: gloves put on before the face shield and gown get contaminated as those items are adjusted.

Correct Answer: C
Key Learning Point: Don PPE in the order gown, mask or respirator, eye protection, gloves.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-010',
    topicId: 7,
    questionText: `A respiratory therapist wearing gloves, gown, face shield and an N95 respirator is leaving the room of a patient with suspected pulmonary tuberculosis. Which removal sequence best follows CDC guidance?`,
    options: [
      `Gloves, face shield, gown in the room; the N95 after leaving and closing the door; then hand hygiene`,
      `N95 first inside the room, then face shield, gown and gloves in the anteroom; then hand hygiene`,
      `Gown, face shield, N95 in the room, and finally gloves, which are kept on until the corridor`,
      `Face shield, N95 and gown inside the room, then gloves after leaving; hand hygiene if soiled`,
    ],
    correctAnswer: 'A',
    explanation: `CDC's usual doffing order removes the most contaminated items first: gloves, then goggles or face shield, then gown, then mask or respirator, with hand hygiene after all PPE is off (and between steps if hands become contaminated). For airborne precautions, the respirator is removed only after leaving the room and closing the door, so the wearer is never unprotected in contaminated air.

B and D are wrong: removing the N95 inside the room exposes the worker to infectious aerosol. D also makes hand hygiene conditional, when it is always required. C is wrong: keeping contaminated gloves on while removing the face shield and N95 contaminates the face, and the respirator still comes off inside the room.

Correct Answer: A
Key Learning Point: Doff gloves, eye protection and gown first; remove the respirator outside the closed door of an airborne isolation room; then perform hand hygiene.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-011',
    topicId: 7,
    questionText: `A respiratory therapist passed a quantitative N95 fit test 7 months ago. Since then she has lost 16 kg (35 lb) and had extensive dental work that changed the shape of her jaw. Under OSHA's respiratory protection standard, what is required?`,
    options: [
      `Nothing until the annual fit test that is due in 5 months' time`,
      `A new fit test now, because her facial features have changed`,
      `Only a user seal check each time she puts on the respirator`,
      `Replacement of the N95 with a surgical mask until her annual test`,
    ],
    correctAnswer: 'B',
    explanation: `OSHA requires fit testing before a tight-fitting respirator is first used, at least every year, and again whenever physical changes could affect the fit, such as a large weight change, dental changes, facial surgery or scarring. Her weight loss and jaw changes mean she needs a new fit test now.

A is wrong: waiting leaves her using a respirator that may leak. C is wrong: a user seal check is required every time the respirator is put on but does not replace a formal fit test. D is wrong: a surgical mask is not respiratory protection against airborne infectious particles.

Correct Answer: B
Key Learning Point: Repeat N95 fit testing yearly and whenever facial changes such as weight change or dental work may affect the fit.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'osha-respiratory-protection-1998',
    written: '2026-11-22',
  },
  {
    key: 'ic-012',
    topicId: 7,
    questionText: `How often should a health care worker who uses an N95 filtering facepiece respirator perform a user seal check?`,
    options: [
      `Once a year, at the time of the annual fit test`,
      `Only when changing to a different respirator model`,
      `Once each shift, witnessed by the charge therapist`,
      `Every time the respirator is put on, before entering`,
    ],
    correctAnswer: 'D',
    explanation: `A user seal check (positive- and negative-pressure checks as the manufacturer describes) is done every time a tight-fitting respirator is put on, before entering the hazardous area. It confirms that the respirator has been put on correctly on that occasion. If it fails, the straps and nosepiece are readjusted or another respirator is used.

A and B are wrong: those describe when formal fit testing is done, which is a separate requirement. C is wrong: checking once per shift misses later re-donnings, and no witness is required.

Correct Answer: D
Key Learning Point: Fit testing is yearly; the user seal check is done every time the respirator is put on.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'osha-respiratory-protection-1998',
    written: '2026-11-22',
  },
  {
    key: 'ic-013',
    topicId: 7,
    questionText: `A respiratory therapist who wears a full beard for religious reasons is assigned to a patient with active pulmonary tuberculosis. He cannot obtain a seal with any N95 model. Which respiratory protection is most appropriate?`,
    options: [
      `An N95 worn over the beard, if he feels little air leaking around the edges`,
      `A surgical mask combined with a full-length face shield for splash protection`,
      `A loose-fitting powered air-purifying respirator (PAPR) with a hood`,
      `Two N95 respirators worn one over the other to make up for the leak`,
    ],
    correctAnswer: 'C',
    explanation: `Tight-fitting respirators cannot be used when facial hair lies under the sealing surface. A loose-fitting PAPR with a hood or helmet does not rely on a face seal; its blower pushes HEPA-filtered air into the hood, giving airborne protection to workers who cannot be fit-tested.

A is wrong: feeling for leaks is not a valid test, and OSHA prohibits tight-fitting respirators over facial hair that crosses the seal. B is wrong: neither a surgical mask nor a face shield filters airborne droplet nuclei. D is wrong: stacking respirators does not create a seal and increases breathing resistance.

Correct Answer: C
Key Learning Point: Staff who cannot be fit-tested for an N95 (for example, because of a beard) can use a loose-fitting PAPR for airborne precautions.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-tb-2005',
    written: '2026-11-22',
  },
  {
    key: 'ic-014',
    topicId: 7,
    questionText: `Under the Spaulding classification, what is the minimum level of reprocessing for a reusable laryngoscope blade between patients?`,
    options: [
      `High-level disinfection, since the blade contacts mucous membranes`,
      `Low-level disinfection, because the blade touches intact skin`,
      `Intermediate-level disinfection with a quick 70% alcohol wipe`,
      `Cleaning with detergent and water alone, because it is not invasive`,
    ],
    correctAnswer: 'A',
    explanation: `Spaulding classifies items by infection risk. Critical items enter sterile tissue or the bloodstream and need sterilization. Semicritical items contact mucous membranes or non-intact skin and need at least high-level disinfection (sterilization is preferred where practical). Noncritical items touch only intact skin and need low-level disinfection. A laryngoscope blade contacts oral and pharyngeal mucosa, so it is semicritical.

B is wrong: the blade touches mucous membranes, not just intact skin. C is wrong: an alcohol wipe does not achieve high-level disinfection. D is wrong: cleaning is essential but is only the first step; it does not disinfect.

Correct Answer: A
Key Learning Point: Laryngoscope blades are semicritical and need at least high-level disinfection between patients.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-015',
    topicId: 7,
    questionText: `Which item is a noncritical device in the Spaulding classification, needing only low-level disinfection between patients?`,
    options: [
      `A flexible bronchoscope used for bronchoalveolar lavage`,
      `A blood pressure cuff that contacts only intact skin`,
      `A reusable laryngoscope blade used for oral intubation`,
      `Reusable biopsy forceps passed through a bronchoscope`,
    ],
    correctAnswer: 'B',
    explanation: `Noncritical items touch only intact skin, which is an effective barrier to most organisms. Blood pressure cuffs, stethoscopes, pulse oximeter probes and bed rails are examples; they need cleaning and low-level disinfection.

A and C are wrong: bronchoscopes and laryngoscope blades contact mucous membranes, so they are semicritical and need at least high-level disinfection. D is wrong: biopsy forceps break the mucosa and enter sterile tissue, so they are critical items and must be sterilized.

Correct Answer: B
Key Learning Point: Items touching only intact skin (BP cuffs, stethoscopes, oximeter probes) are noncritical and need low-level disinfection.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-016',
    topicId: 7,
    questionText: `A bronchoscopy suite reuses the forceps that are passed through the bronchoscope to take transbronchial biopsies. After cleaning, how must these forceps be processed before the next patient?`,
    options: [
      `High-level disinfection by soaking in ortho-phthalaldehyde`,
      `Low-level disinfection by wiping with a quaternary ammonium product`,
      `Intermediate-level disinfection with a 70% alcohol soak`,
      `Sterilization, for example by steam autoclaving`,
    ],
    correctAnswer: 'D',
    explanation: `Biopsy forceps cut through mucosa into sterile tissue and may contact blood, so they are critical items under Spaulding. Critical items must be sterilized, which destroys all microbial life including bacterial spores. Heat-tolerant forceps are usually steam sterilized, or single-use forceps are used.

A is wrong: high-level disinfection is the minimum for semicritical items; it does not reliably kill large numbers of spores. B and C are wrong: low- and intermediate-level disinfection are meant for noncritical surfaces and items.

Correct Answer: D
Key Learning Point: Devices that enter sterile tissue or the vascular system are critical and must be sterilized.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-017',
    topicId: 7,
    questionText: `A student asks why reusable respiratory equipment must be thoroughly cleaned with detergent before it goes into a high-level disinfectant. What is the best explanation?`,
    options: [
      `Detergent sterilizes the equipment, making the disinfectant a backup step`,
      `Cleaning first shortens the disinfectant soak from 20 minutes to 5 minutes`,
      `Organic debris shields organisms from, and inactivates, the disinfectant`,
      `Detergent neutralizes toxic disinfectant residues left on the equipment`,
    ],
    correctAnswer: 'C',
    explanation: `Blood, mucus and biofilm physically protect microorganisms from contact with the germicide and can chemically inactivate many disinfectants. Thorough cleaning (often with enzymatic detergent and brushing) removes most of the bioburden so that disinfection or sterilization can work. Failing to clean first is a common cause of outbreaks tied to bronchoscopes.

A is wrong: detergent cleaning lowers the number of organisms but does not sterilize. B is wrong: the contact time on the disinfectant label must still be met in full. D is wrong: rinsing after disinfection, not detergent cleaning before it, removes chemical residue.

Correct Answer: C
Key Learning Point: Thorough cleaning must come before disinfection or sterilization, because residual organic material protects organisms and inactivates germicides.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-018',
    topicId: 7,
    questionText: `A department reprocesses reusable heat-tolerant respiratory therapy equipment by pasteurization, immersing the cleaned items in hot water at about 70°C for 30 minutes. What level of microbial kill does this process achieve?`,
    options: [`High-level disinfection`, `Sterilization`, `Low-level disinfection only`, `Cleaning without any disinfection`],
    correctAnswer: 'A',
    explanation: `Hot-water pasteurization (about 70°C for 30 minutes) destroys all vegetative bacteria, mycobacteria, fungi and viruses but not large numbers of bacterial spores. That is high-level disinfection, which is adequate for semicritical respiratory therapy equipment such as reusable breathing circuits and resuscitation bags.

B is wrong: sterilization needs higher temperatures (e.g., steam at 121-134°C) or sterilant chemicals that kill spores. C is wrong: pasteurization kills far more than a low-level process, including mycobacteria. D is wrong: the heat exposure is a disinfection step, not just cleaning.

Correct Answer: A
Key Learning Point: Pasteurization at about 70°C for 30 minutes is high-level disinfection, not sterilization.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-019',
    topicId: 7,
    questionText: `A reusable device with heat- and moisture-sensitive electronics and plastic parts must be sterilized. The department chooses ethylene oxide gas. Which precaution is specific to this method?`,
    options: [
      `Steam-autoclave the item afterward to remove any residual gas`,
      `Aerate the item for the required time before it touches any patient`,
      `Soak the item in glutaraldehyde afterward to finish the sterilization cycle`,
      `Use the item at once, before the gas can lose its sterilizing effect`,
    ],
    correctAnswer: 'B',
    explanation: `Ethylene oxide (EtO) sterilizes at low temperature, so it suits heat- and moisture-sensitive items. EtO is toxic, flammable and carcinogenic, and it is absorbed into plastics and rubber. Items must therefore go through a prolonged aeration period before use so that residual gas does not injure patients or staff.

A is wrong: the item was chosen for EtO because it cannot tolerate steam. C is wrong: EtO is a complete sterilization process; an extra chemical soak adds nothing and leaves residues. D is wrong: using the item before aeration exposes the patient to toxic residual gas.

Correct Answer: B
Key Learning Point: Ethylene oxide sterilizes heat-sensitive items but needs a long aeration period to remove toxic residues.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-020',
    topicId: 7,
    questionText: `Sterile processing uses biological indicators to monitor its steam sterilizers. Which organism's spores are used in these indicators, because they are highly resistant to moist heat?`,
    options: [`Geobacillus stearothermophilus`, `Staphylococcus aureus`, `Mycobacterium tuberculosis complex`, `Pseudomonas aeruginosa`],
    correctAnswer: 'A',
    explanation: `Biological indicators contain spores that are harder to kill than the organisms found on devices. Geobacillus stearothermophilus spores are used for steam (and hydrogen peroxide gas plasma) sterilization; Bacillus atrophaeus spores are used for ethylene oxide and dry heat. If the spores are killed, the cycle conditions were adequate.

B and D are wrong: S. aureus and P. aeruginosa are vegetative bacteria that are killed easily and would not show whether spores are killed. C is wrong: mycobacteria are more resistant than most vegetative bacteria but far less than bacterial spores, and they are not used in biological indicators.

Correct Answer: A
Key Learning Point: Steam sterilizers are checked with Geobacillus stearothermophilus spore biological indicators.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-021',
    topicId: 7,
    questionText: `On Monday, the biological indicator from Friday's steam sterilizer load is reported positive (spores grew). The chemical indicators inside the packs from that load had all changed color correctly. What is the appropriate response?`,
    options: [
      `Release the load, since the chemical indicators show conditions were met`,
      `Repeat the biological indicator on the next load and release Friday's items meanwhile`,
      `Recall the items from that load, take the sterilizer out of use and investigate`,
      `Wipe the recalled items with alcohol and return them to the shelves for use`,
    ],
    correctAnswer: 'C',
    explanation: `A positive biological indicator means sterilization may have failed. Chemical indicators show only that certain conditions (such as temperature) were reached at a point in the pack; they do not prove that microbes were killed. CDC guidance is to take the sterilizer out of service, recall and reprocess items from the suspect load (and, as policy directs, earlier loads since the last negative indicator), and investigate the cause before further use.

A is wrong: a chemical indicator cannot override a positive biological test. B is wrong: releasing possibly non-sterile items puts patients at risk. D is wrong: an alcohol wipe does not sterilize critical items.

Correct Answer: C
Key Learning Point: A positive biological indicator calls for recalling the load and investigating the sterilizer; chemical indicators alone do not prove sterility.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-022',
    topicId: 7,
    questionText: `Three patients who had bronchoscopy with the same flexible bronchoscope grow the same strain of Pseudomonas aeruginosa from their BAL samples. A review shows the scope was wiped at the bedside, leak-tested, and soaked for the full contact time in fresh high-level disinfectant, then rinsed, alcohol-flushed and hung to dry. What step was most likely missed?`,
    options: [
      `Sterilizing the scope in a steam autoclave after the disinfectant soak`,
      `Storing the scope coiled in its padded transport case after drying`,
      `Rinsing the scope with tap water instead of with sterile or bacteria-filtered water`,
      `Manual cleaning with enzymatic detergent and brushing of all internal channels`,
    ],
    correctAnswer: 'D',
    explanation: `The key missing step is manual cleaning: flushing and brushing every channel with enzymatic detergent before high-level disinfection. Without it, organic debris and biofilm in the channels protect bacteria from the disinfectant, so the scope can carry organisms from patient to patient. This is a well-known cause of bronchoscope-related Pseudomonas outbreaks.

A is wrong: flexible bronchoscopes cannot be steam sterilized, and high-level disinfection is acceptable when the scope has been cleaned properly. B is wrong: coiled storage in a case is poor practice because it traps moisture, but the scope was hung to dry, so this is not the step missed. C is wrong: tap water rinsing is a risk, but the review does not describe it; the missing step is channel cleaning.

Correct Answer: D
Key Learning Point: Bronchoscope reprocessing fails without thorough manual cleaning and channel brushing before high-level disinfection.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-023',
    topicId: 7,
    questionText: `A reusable ortho-phthalaldehyde (OPA) high-level disinfectant is on day 9 of its 14-day labeled reuse period. Before the next soak, the test strip shows the solution is below its minimum effective concentration (MEC). What should the respiratory therapist do?`,
    options: [
      `Use it, but double the soak time to make up for the lower concentration`,
      `Discard the solution and replace it with fresh disinfectant before use`,
      `Add a small amount of fresh concentrate to top up the existing solution`,
      `Keep using it until day 14, because the reuse period has not yet ended`,
    ],
    correctAnswer: 'B',
    explanation: `Reusable high-level disinfectants are diluted and weakened by use, so their concentration is tested before each use (or at least daily). If the test shows the solution is below its minimum effective concentration, it must be discarded and replaced, whatever the remaining reuse days. Results are recorded in the log.

A is wrong: longer contact time does not make a sub-MEC solution reliable and is not a labeled use. C is wrong: topping up dilute solution is not an approved way to restore concentration. D is wrong: the reuse period is a maximum; a failed test ends it early.

Correct Answer: B
Key Learning Point: Discard a high-level disinfectant at once if it tests below its minimum effective concentration, even within its reuse period.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
  {
    key: 'ic-024',
    topicId: 7,
    questionText: `During ICU rounds, a respiratory therapist finds a sedated, ventilated patient lying flat with no contraindication to raising the bed. As part of VAP prevention, how should the head of the bed be positioned?`,
    options: [`Raised to 30-45 degrees`, `Kept flat at 0 degrees`, `Raised to 10-15 degrees`, `In Trendelenburg position`],
    correctAnswer: 'A',
    explanation: `Raising the head of the bed to 30-45 degrees lowers the risk of gastric reflux and aspiration of contaminated secretions into the lower airway. It is a standard element of ventilator bundles and is inexpensive with little risk when there are no contraindications such as spinal instability.

B and D are wrong: flat or head-down positions increase reflux and microaspiration. C is wrong: 10-15 degrees is not enough elevation to achieve the protective effect.

Correct Answer: A
Key Learning Point: Keep the head of the bed at 30-45 degrees in ventilated patients unless contraindicated.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'shea-vap-2022',
    written: '2026-11-22',
  },
  {
    key: 'ic-026',
    topicId: 7,
    questionText: `An ICU is updating its ventilator bundle to follow the 2022 SHEA/IDSA/APIC guidance for preventing ventilator-associated events and pneumonia. Which oral care practice should the respiratory therapist support?`,
    options: [
      `Chlorhexidine gluconate oral rinse every 4 hours, as the main VAP prevention step`,
      `Oral probiotics given daily through the feeding tube to replace oral bacteria`,
      `Swabbing the mouth with sterile water only, without any mechanical cleaning`,
      `Regular toothbrushing for oral hygiene, without routine chlorhexidine rinses`,
    ],
    correctAnswer: 'D',
    explanation: `The 2022 SHEA/IDSA/APIC update lists oral care with toothbrushing as an essential practice and no longer recommends routine chlorhexidine oral care. Meta-analyses found little or no benefit in non-cardiac surgery patients and a possible rise in mortality. Toothbrushing removes dental plaque, a reservoir for pathogens that can be aspirated.

A is wrong: routine chlorhexidine oral care is now generally not recommended. B is wrong: probiotics are not recommended for VAP prevention and carry a risk of bloodstream infection in critically ill patients. C is wrong: swabbing alone does not remove plaque the way brushing does.

Correct Answer: D
Key Learning Point: Current VAP guidance favors daily toothbrushing and no longer recommends routine chlorhexidine oral care.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'shea-vap-2022',
    written: '2026-11-22',
  },
  {
    key: 'ic-027',
    topicId: 7,
    questionText: `A patient with a severe traumatic brain injury is about to be intubated, and the team expects he will need ventilation for at least a week. Which endotracheal tube feature is most likely to reduce his risk of ventilator-associated pneumonia?`,
    options: [
      `A larger internal diameter than usual so that suctioning is easier`,
      `A dorsal lumen above the cuff for subglottic secretion drainage`,
      `A cuff routinely kept at 40 cm H2O for a tighter tracheal seal`,
      `An uncuffed tube, so secretions can drain freely from the trachea`,
    ],
    correctAnswer: 'B',
    explanation: `Secretions pool above the cuff and leak past it into the lower airway (microaspiration), which is a major route to VAP. Tubes with subglottic secretion drainage have a separate lumen opening just above the cuff so these secretions can be suctioned away. Guidelines suggest them for patients expected to need ventilation for more than 48-72 hours.

A is wrong: a larger tube does not prevent microaspiration and raises the risk of laryngeal injury. C is wrong: 40 cm H2O exceeds the safe 20-30 cm H2O range and risks tracheal ischemia. D is wrong: an uncuffed tube in an adult allows gross aspiration into the lungs.

Correct Answer: B
Key Learning Point: Use endotracheal tubes with subglottic secretion drainage for patients expected to be ventilated longer than 48-72 hours.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'shea-vap-2022',
    written: '2026-11-22',
  },
  {
    key: 'ic-029',
    topicId: 7,
    questionText: `A patient on a ventilator with a heated humidifier and a non-heated-wire circuit has a large amount of condensate collecting in the inspiratory limb. How should the respiratory therapist handle it?`,
    options: [
      `Drain it back into the humidifier chamber so that no water is wasted`,
      `Let it drain toward the patient so it humidifies the endotracheal tube`,
      `Drain it into a water trap away from the patient and discard it as contaminated`,
      `Leave it in the tubing, because opening the circuit to drain it increases the VAP risk`,
    ],
    correctAnswer: 'C',
    explanation: `Circuit condensate quickly becomes colonized with bacteria from the patient. It should be drained away from the patient into a water trap or collection container and discarded as contaminated waste, taking care not to break the circuit more than necessary. Hand hygiene follows.

A is wrong: pouring condensate back into the humidifier contaminates the reservoir, which then aerosolizes or spreads bacteria. B is wrong: draining condensate toward the patient risks lavaging the airway with contaminated fluid. D is wrong: pooled water raises resistance, can trigger the ventilator and may spill into the airway.

Correct Answer: C
Key Learning Point: Drain ventilator circuit condensate away from the patient and discard it; never return it to the humidifier.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hcap-2003',
    written: '2026-11-22',
  },
  {
    key: 'ic-031',
    topicId: 7,
    questionText: `A tracheostomy patient receives heated aerosol from a large-volume jet nebulizer. The reservoir is half full and the patient will need it for several more hours. Which practice best limits the risk of contaminated aerosol?`,
    options: [
      `Discard the remaining water and refill with sterile water, never topping up`,
      `Top up the reservoir with sterile water whenever it is half empty`,
      `Refill the reservoir with tap water once it has been boiled and allowed to cool`,
      `Add distilled water to the remaining fluid once every 24 hours`,
    ],
    correctAnswer: 'A',
    explanation: `Large-volume nebulizers produce aerosol small enough to reach the lower airway, so any bacteria in the reservoir go straight into the lungs. CDC guidance is to use only sterile water and not to add fluid to a partly filled reservoir: discard the remaining water and refill (or use a sterile, prefilled, closed system). Topping up mixes fresh water with fluid that may already be contaminated.

B and D are wrong: topping up adds fresh water to a reservoir that may already harbor bacteria. D also uses distilled water, which is not sterile. C is wrong: boiled and cooled tap water can be recontaminated and is not a substitute for sterile water.

Correct Answer: A
Key Learning Point: Fill nebulizer and humidifier reservoirs with sterile water, and discard remaining fluid rather than topping up.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hcap-2003',
    written: '2026-11-22',
  },
  {
    key: 'ic-032',
    topicId: 7,
    questionText: `A respiratory therapist needs to do open suctioning of a patient's tracheostomy tube because the closed suction catheter has failed. According to the AARC guideline, which technique should be used?`,
    options: [
      `A clean catheter and clean gloves, because the airway around the tube is already colonized`,
      `A sterile catheter with a sterile glove on the hand that handles the catheter`,
      `A catheter rinsed in saline between patients and then reused if it looks clean`,
      `No gloves, provided hand hygiene is done immediately after the procedure`,
    ],
    correctAnswer: 'B',
    explanation: `The AARC artificial airway suctioning guideline advises a sterile procedure for open suctioning: a sterile catheter, handled with a sterile glove, to avoid carrying new organisms into the lower airway. The other hand can be gloved to handle the circuit and the sterile water or saline for rinsing.

A is wrong: the lower airway should not be exposed to new organisms just because the upper airway is colonized. C is wrong: a suction catheter is a single-use device for open suctioning and must never be reused, let alone between patients. D is wrong: gloves are required under standard precautions for contact with respiratory secretions.

Correct Answer: B
Key Learning Point: Open suctioning uses a sterile catheter handled with a sterile glove.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
  },
  {
    key: 'ic-054',
    topicId: 7,
    questionText: `After high-level disinfection in an automated endoscope reprocessor, how should a flexible bronchoscope be prepared for storage?`,
    options: [
      `Store it coiled in its carrying case while still damp`,
      `Flush the channels with 70% alcohol, dry with forced air and hang it vertically`,
      `Rinse it in tap water and lay it flat on a clean towel overnight`,
      `Seal it in a plastic bag immediately, before the channels dry`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Moisture left in the channels lets waterborne organisms such as Pseudomonas and nontuberculous mycobacteria grow. After disinfection and a final rinse, the channels are flushed with 70-90% alcohol and dried with filtered forced air, and the scope is hung vertically in a clean, ventilated cabinet, never stored in its transport case.

A is wrong: a damp scope coiled in its case encourages growth and contaminates the case.
C is wrong: tap water can recontaminate the scope, and lying flat prevents drainage.
D is wrong: sealing a wet scope traps moisture in the channels.

Correct Answer: B
Key Learning Point: Dry bronchoscope channels with alcohol and forced air and store the scope hanging vertically; residual moisture breeds organisms.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-25',
  },
  {
    key: 'ic-034',
    topicId: 7,
    questionText: `A respiratory therapist is teaching an alert patient how to produce an expectorated sputum sample for bacterial culture. Which instruction is most appropriate?`,
    options: [
      `Rinse with an antiseptic mouthwash, then spit saliva into the container`,
      `Collect the sputum over 24 hours in one container at the bedside`,
      `Clear the throat gently and spit whatever comes up into the container`,
      `Rinse with plain water, take deep breaths and cough deeply into the cup`,
    ],
    correctAnswer: 'D',
    explanation: `A good sample comes from the lower airways. Ideally on waking, the patient rinses the mouth with plain water to reduce oral contamination, takes several deep breaths and gives a deep, forceful cough into a sterile container. The sample goes to the laboratory promptly (typically within about 2 hours, or refrigerated if delayed).

A is wrong: antiseptic mouthwash can kill organisms and give false-negative cultures, and saliva is not sputum. B is wrong: pooled 24-hour samples overgrow with contaminants and are not suitable for bacterial culture. C is wrong: throat clearing gives saliva or postnasal secretions, not a lower-airway sample.

Correct Answer: D
Key Learning Point: For sputum culture, rinse with water, cough deeply into a sterile container and deliver it to the lab promptly.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'ic-035',
    topicId: 7,
    questionText: `A tracheal aspirate for culture is ordered for an intubated patient with a new fever and purulent secretions. Which collection method is most appropriate?`,
    options: [
      `Suction with a sterile catheter into an in-line sputum trap without adding saline`,
      `Collect secretions from the ventilator circuit water trap into a sterile specimen cup`,
      `Aspirate from the suction canister after several routine suctioning passes`,
      `Swab the inside of the tube connector and send the swab for culture`,
    ],
    correctAnswer: 'A',
    explanation: `A tracheal aspirate is collected with sterile technique by attaching a sterile specimen trap (such as a Lukens trap) between the suction catheter and the suction tubing, then suctioning the lower airway. The trap is sealed, labeled and sent promptly. Saline is avoided if possible, because it dilutes the sample.

B is wrong: circuit condensate is colonized and does not represent lower-airway infection. C is wrong: suction canister contents are pooled and contaminated. D is wrong: a connector swab samples the tube surface, not the lower airway.

Correct Answer: A
Key Learning Point: Collect tracheal aspirates with a sterile catheter into an in-line specimen trap and send them promptly.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'ic-036',
    topicId: 7,
    questionText: `A patient with suspected pulmonary tuberculosis cannot produce sputum, and a sputum induction is ordered. Which setup is most appropriate?`,
    options: [
      `In the patient's ward room with the door closed, with staff wearing surgical masks`,
      `Nebulized 3-7% hypertonic saline in an AIIR or booth, staff in N95 respirators`,
      `Nebulized albuterol in an open bay, with curtains drawn between patients`,
      `Nebulized sterile water in the outpatient clinic, with the patient wearing an N95`,
    ],
    correctAnswer: 'B',
    explanation: `Sputum induction with hypertonic saline (usually 3-7%) causes coughing that produces a lower-airway sample but also releases infectious aerosol. It should be done in an airborne infection isolation room or a ventilated booth, and staff in the room wear N95 or higher respirators. After the procedure, the room is left empty until enough air changes have removed airborne particles.

A is wrong: a standard room is not negative pressure, and surgical masks do not protect against droplet nuclei. C is wrong: albuterol does not induce sputum, and an open bay exposes other patients. D is wrong: sterile water is a poor inducing agent and can cause bronchospasm, a clinic is not an isolation area, and an N95 on the patient does nothing to protect staff.

Correct Answer: B
Key Learning Point: Induce sputum for suspected TB with hypertonic saline in an AIIR or booth while staff wear N95 respirators.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'cdc-tb-2005',
    written: '2026-11-22',
  },
  {
    key: 'ic-037',
    topicId: 7,
    questionText: `A patient in an airborne infection isolation room for suspected pulmonary tuberculosis has improved, and no other diagnosis has yet been confirmed. The team asks when airborne precautions can be stopped. Which criterion follows CDC guidance?`,
    options: [
      `After 24 hours without fever, regardless of the sputum results so far`,
      `After one negative AFB sputum smear collected by hypertonic saline induction`,
      `After three negative AFB sputum smears taken 8-24 hours apart, one in the early morning`,
      `After a chest radiograph shows the upper lobe cavity is smaller`,
    ],
    correctAnswer: 'C',
    explanation: `CDC guidance is that airborne precautions for suspected TB can be stopped when infectious TB is considered unlikely and the patient has three consecutive negative AFB sputum smears, collected 8-24 hours apart with at least one early-morning specimen (or when another diagnosis clearly explains the illness).

A is wrong: being free of fever does not rule out infectious TB. B is wrong: one negative smear is not enough, because smears are relatively insensitive. D is wrong: radiographic change is slow and does not show that the patient is no longer infectious.

Correct Answer: C
Key Learning Point: Suspected TB isolation usually continues until three negative AFB smears, collected 8-24 hours apart with one early-morning specimen, are obtained.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'cdc-tb-2005',
    written: '2026-11-22',
  },
  {
    key: 'ic-038',
    topicId: 7,
    questionText: `An infection preventionist reviews a ventilated patient's chart for NHSN ventilator-associated event surveillance. Daily minimum PEEP was 5 cm H2O on ventilator days 2-4 and 8 cm H2O on days 5 and 6; FiO2 stayed at 0.40. On day 5 the temperature was 38.7°C and the WBC was 15,000/mm3, and a new IV antibiotic was started and given for 7 days. No respiratory cultures were sent. How should the event be classified?`,
    options: [
      `Not a VAE, because the FiO2 did not rise by 0.20 or more`,
      `Ventilator-associated condition (VAC) only, with no higher tier`,
      `Possible ventilator-associated pneumonia (PVAP)`,
      `Infection-related ventilator-associated complication (IVAC)`,
    ],
    correctAnswer: 'D',
    explanation: `VAC needs at least 2 days of stable or falling daily minimum PEEP or FiO2, followed by a rise in daily minimum PEEP of at least 3 cm H2O (or FiO2 of at least 0.20) lasting at least 2 days. Here PEEP rose from 5 to 8 cm H2O (+3) on days 5-6, so VAC is met. IVAC adds, within the window around VAC onset, either a temperature above 38°C or below 36°C or a WBC of 12,000 or more (or 4,000 or fewer), together with a new antimicrobial continued for at least 4 days. Both are present, so this is IVAC.

A is wrong: either a PEEP or an FiO2 rise meets the VAC criterion. B is wrong: the infection signs and antibiotic course move the event up to IVAC. C is wrong: PVAP needs purulent secretions or positive respiratory cultures, and none were sent.

Correct Answer: D
Key Learning Point: VAE tiers build on each other: VAC (worsening oxygenation), then IVAC (plus infection signs and a new antimicrobial for 4 days or more), then PVAP (plus respiratory evidence).`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'shea-vap-2022',
    written: '2026-11-22',
  },
  {
    key: 'ic-039',
    topicId: 7,
    questionText: `While discarding a used arterial blood gas needle, a respiratory therapist sustains a puncture wound to her finger. What should she do first?`,
    options: [
      `Wash the wound with soap and water, then report the exposure at once`,
      `Squeeze the wound hard to force blood out, then apply household bleach`,
      `Cover the wound with a bandage and report it at the end of the shift`,
      `Soak the finger in alcohol, then wait to see whether symptoms develop`,
    ],
    correctAnswer: 'A',
    explanation: `After a percutaneous exposure, wash the site with soap and water and report immediately to occupational health or the emergency department, so that the source patient and the worker can be evaluated and post-exposure prophylaxis started without delay if needed.

B and D are wrong: squeezing the wound and applying caustic agents such as bleach have no proven benefit and can damage tissue; alcohol soaking is not recommended in place of washing. C and D are wrong: delaying the report or waiting for symptoms can miss the short window in which HIV prophylaxis works best.

Correct Answer: A
Key Learning Point: After a needlestick, wash with soap and water and report immediately so that post-exposure evaluation can begin.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'usphs-hiv-pep-2013',
    written: '2026-11-22',
  },
  {
    key: 'ic-040',
    topicId: 7,
    questionText: `A source patient in a needlestick injury is known to have HIV with a detectable viral load. If HIV post-exposure prophylaxis (PEP) is indicated for the exposed worker, when should it be started?`,
    options: [
      `After the worker's baseline HIV test result has come back negative`,
      `As soon as possible, ideally within hours of the exposure`,
      `Any time within 7 days, as long as the worker has no symptoms`,
      `Only if the worker's HIV test turns positive at 6 weeks`,
    ],
    correctAnswer: 'B',
    explanation: `US Public Health Service guidance is to start HIV PEP as soon as possible, ideally within hours of the exposure, because its protective effect falls as the delay grows. Baseline testing is done, but PEP should not be delayed while waiting for results. The usual course is 28 days with follow-up testing.

A is wrong: waiting for baseline results loses valuable time. C is wrong: deliberately waiting days throws away the period in which PEP is most effective; the absence of symptoms is irrelevant. D is wrong: once infection is established, PEP is no longer prevention; the worker would need full HIV treatment.

Correct Answer: B
Key Learning Point: HIV post-exposure prophylaxis should start as soon as possible, ideally within hours of the exposure.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'usphs-hiv-pep-2013',
    written: '2026-11-22',
  },
  {
    key: 'ic-041',
    topicId: 7,
    questionText: `A respiratory therapist has just drawn a radial arterial blood gas with a safety-engineered syringe and is holding pressure on the puncture site with one hand. What is the safest way to handle the needle?`,
    options: [
      `Recap the needle with both hands right away so that it is covered quickly`,
      `Bend the needle against the tray so that it cannot be reused by anyone`,
      `Activate the safety device one-handed, then put the needle in a sharps container`,
      `Lay the uncapped needle on the bed until pressure on the site is no longer needed`,
    ],
    correctAnswer: 'C',
    explanation: `Safety-engineered devices are designed to be activated with one hand (for example, pushing the needle into a hinged sheath against a hard surface) while the other hand keeps pressure on the artery. The needle is then removed and placed straight into a puncture-resistant sharps container, and the syringe is capped to exclude air.

A is wrong: two-handed recapping is a leading cause of needlestick injury and is prohibited. B is wrong: bending or breaking contaminated needles is also prohibited by OSHA. D is wrong: an uncovered needle on the bed is a hazard to the patient and staff.

Correct Answer: C
Key Learning Point: Activate safety devices one-handed and dispose of needles immediately in a sharps container; never recap with two hands or bend needles.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-042',
    topicId: 7,
    questionText: `An ICU's surveillance team counts 6 ventilator-associated events during a quarter with 1,500 ventilator days. The previous quarter's rate was 6.0 per 1,000 ventilator days. Which statement correctly describes the current quarter?`,
    options: [
      `The rate is 0.4 per 1,000 ventilator days, a large fall from last quarter`,
      `The rate is 2.5 per 1,000 ventilator days, less than half of last quarter's`,
      `The rate is 40 per 1,000 ventilator days, far above last quarter's`,
      `The rate is 4.0 per 1,000 ventilator days, lower than last quarter's`,
    ],
    correctAnswer: 'D',
    explanation: `Device-associated infection rates are expressed per 1,000 device days so that units of different size and activity can be compared. Rate = (number of events / ventilator days) x 1,000 = (6 / 1,500) x 1,000 = 0.004 x 1,000 = 4.0 per 1,000 ventilator days, which is lower than the previous 6.0.

A is wrong: 0.4 comes from multiplying by 100 instead of 1,000. B is wrong: 2.5 is 1,500 / 6 / 100, the calculation set up backward. C is wrong: 40 is ten times too high, from a misplaced decimal point.

Correct Answer: D
Key Learning Point: VAE and VAP rates are reported per 1,000 ventilator days: events divided by ventilator days, times 1,000.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'shea-vap-2022',
    written: '2026-11-22',
  },
  {
    key: 'ic-043',
    topicId: 7,
    questionText: `A respiratory therapist completed a 3-dose hepatitis B vaccine series 6 weeks ago. Her anti-HBs level is now 4 mIU/mL, and she has no known history of hepatitis B. What does CDC recommend next?`,
    options: [
      `Give a second complete hepatitis B vaccine series, then retest anti-HBs 1-2 months after it`,
      `No further action, because three doses protect healthy adults against hepatitis B`,
      `Give a single booster dose only, and do no more testing for the rest of her career`,
      `Remove her from patient care permanently, because she is still susceptible to infection`,
    ],
    correctAnswer: 'A',
    explanation: `Health care workers should have anti-HBs checked 1-2 months after the series. A level of 10 mIU/mL or more shows protection. Below 10 mIU/mL, CDC recommends a second complete series followed by repeat testing. If she still does not respond, she is a non-responder: she is tested for HBsAg to exclude chronic infection and counseled that she will need hepatitis B immune globulin after any future exposure.

B is wrong: about 5-10% of adults do not respond to the first series, which is why testing is recommended. C is wrong: one extra dose is not the standard approach for a non-response, and follow-up testing is required. D is wrong: non-responders can keep working with standard precautions and proper post-exposure management.

Correct Answer: A
Key Learning Point: If anti-HBs is below 10 mIU/mL after the series, give a second complete series and retest 1-2 months later.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hbv-hcp-2013',
    written: '2026-11-22',
  },
  {
    key: 'ic-044',
    topicId: 7,
    questionText: `How often does CDC recommend that health care personnel, including respiratory therapists, receive influenza vaccine?`,
    options: [
      `Once, at the start of employment`,
      `Every year, for each flu season`,
      `Every 5 years, with a booster dose`,
      `Only if working in intensive care`,
    ],
    correctAnswer: 'B',
    explanation: `Influenza viruses change from season to season and vaccine protection wanes, so CDC recommends annual influenza vaccination for all health care personnel (and everyone 6 months of age and older without contraindications). Vaccinating staff protects patients, many of whom respond poorly to vaccines themselves.

A and C are wrong: a one-time or 5-yearly vaccine would not match circulating strains. D is wrong: the recommendation covers all health care personnel, not only ICU staff.

Correct Answer: B
Key Learning Point: All health care personnel should receive influenza vaccine every year.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'acip-hcp-immunization-2011',
    written: '2026-11-22',
  },
  {
    key: 'ic-045',
    topicId: 7,
    questionText: `A newly hired respiratory therapist has a positive interferon-gamma release assay (IGRA) at pre-placement screening. She has no symptoms, her chest radiograph is normal, and she has never been treated for TB infection. Following current CDC recommendations for health care personnel, what is appropriate?`,
    options: [
      `Exclude her from work until three sputum AFB smears are negative`,
      `Repeat the IGRA every year to see whether the result turns negative`,
      `Clear her for work, encourage treatment of latent TB and screen symptoms yearly`,
      `Let her work only in non-clinical areas, wearing a surgical mask`,
    ],
    correctAnswer: 'C',
    explanation: `A positive IGRA with no symptoms and a normal chest radiograph means latent TB infection, which is not contagious. CDC's 2019 recommendations for health care personnel encourage treating latent TB, allow her to work without restriction, and advise an annual symptom screen if she is not treated. Repeat IGRA or skin tests are not useful once a test is positive.

A is wrong: sputum smears and work exclusion are for suspected active TB, not latent infection. B is wrong: a positive IGRA usually stays positive and repeat testing adds nothing. D is wrong: latent TB poses no transmission risk, so work restrictions and masking are unnecessary.

Correct Answer: C
Key Learning Point: Health care workers with latent TB (positive test, normal chest film, no symptoms) can work; treatment is encouraged, with yearly symptom screening if untreated.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hcp-tb-screening-2019',
    written: '2026-11-22',
  },
  {
    key: 'ic-046',
    topicId: 7,
    questionText: `A 2-month-old infant is admitted with paroxysmal coughing spells and post-tussive apnea, and PCR confirms Bordetella pertussis. Which transmission-based precautions should the respiratory therapist use when giving care?`,
    options: [
      `Contact precautions, with a gown and gloves on entry to the room`,
      `Airborne precautions, in a negative-pressure room with an N95 respirator`,
      `Standard precautions only, provided staff have had a Tdap vaccine`,
      `Droplet precautions, with a surgical mask on entry to the room`,
    ],
    correctAnswer: 'D',
    explanation: `Pertussis spreads by respiratory droplets, so droplet precautions (private room or cohorting, surgical mask on entry) are used until the patient has completed 5 days of effective antibiotic therapy. Health care personnel should also have received Tdap.

A is wrong: contact precautions alone do not block droplet spread. B is wrong: pertussis is not an airborne disease, so an AIIR and N95 are not required. C is wrong: vaccine protection wanes, so vaccinated staff can still become infected and carry the disease.

Correct Answer: D
Key Learning Point: Pertussis needs droplet precautions until 5 days of effective antibiotics have been given.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-047',
    topicId: 7,
    questionText: `A patient with confirmed COVID-19 and worsening hypoxemia is about to be intubated. Which protection for the respiratory therapist and team is most consistent with CDC guidance for this procedure?`,
    options: [
      `An N95 or higher respirator, eye protection, gown and gloves, with only essential staff (AIIR preferred)`,
      `A surgical mask, gloves and a gown, because intubation closes the airway to the room quickly`,
      `An N95 respirator alone, because SARS-CoV-2 is not transmitted by touching contaminated surfaces`,
      `A face shield, gown and gloves without a respirator, because the patient will be sedated and paralyzed`,
    ],
    correctAnswer: 'A',
    explanation: `For suspected or confirmed SARS-CoV-2, CDC recommends a NIOSH-approved N95 or higher respirator, eye protection (goggles or face shield), gown and gloves. Intubation is an aerosol-generating procedure, so it should be done with only essential staff present, ideally in an airborne infection isolation room.

B is wrong: a surgical mask does not protect against the aerosols produced during airway management. C is wrong: eye protection, gown and gloves are still needed for splashes and contact. D is wrong: a face shield does not filter inhaled aerosol, and aerosols are produced before the tube is placed.

Correct Answer: A
Key Learning Point: Intubating a COVID-19 patient calls for an N95 or higher respirator, eye protection, gown and gloves, with the fewest staff possible.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-048',
    topicId: 7,
    questionText: `A mechanically ventilated patient is being evaluated for active pulmonary tuberculosis. The ventilator vents exhaled gas into the room, and the patient will need manual bag ventilation during transport to CT. Where should high-efficiency bacterial/viral filters be placed?`,
    options: [
      `At the ventilator's inspiratory outlet, to protect the machine from the patient`,
      `On the expiratory limb before gas leaves the ventilator, and between bag and airway`,
      `No filters are needed, because the circuit and bag form a closed system`,
      `A plain heat and moisture exchanger without a filter rating at the humidifier`,
    ],
    correctAnswer: 'B',
    explanation: `Exhaled gas from a patient with an airborne infection carries infectious particles. A high-efficiency bacterial/viral filter on the expiratory side, before gas leaves the ventilator into the room, protects staff and the environment. During manual ventilation, a filter between the bag and the airway (tube or mask) keeps exhaled gas vented from the bag's valve from being released unfiltered.

A is wrong: an inspiratory filter protects the patient and machine but does not clean exhaled gas going into the room. C is wrong: ventilators and resuscitation bags vent exhaled gas to the room, so they are not closed systems. D is wrong: an HME without a filter rating humidifies but does not reliably trap infectious particles.

Correct Answer: B
Key Learning Point: For patients with airborne infections, filter exhaled gas on the ventilator's expiratory side and place a filter between any manual resuscitation bag and the airway.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-tb-2005',
    written: '2026-11-22',
  },
  {
    key: 'ic-049',
    topicId: 7,
    questionText: `Two patients have herpes zoster. Patient 1 is an otherwise healthy 70-year-old with a localized rash over one thoracic dermatome that can be fully covered. Patient 2 is a bone marrow transplant recipient with disseminated zoster. Which precautions are appropriate for each?`,
    options: [
      `Contact precautions for both patients until every lesion has crusted over`,
      `Droplet precautions for both patients, with surgical masks worn by staff`,
      `Patient 1: standard precautions with lesions covered; Patient 2: airborne and contact`,
      `Patient 1: airborne precautions; Patient 2: standard precautions, lesions covered`,
    ],
    correctAnswer: 'C',
    explanation: `Localized zoster in an immunocompetent patient whose lesions can be covered is managed with standard precautions. Disseminated zoster, or any zoster in an immunocompromised patient (until dissemination is ruled out), needs airborne and contact precautions until all lesions are crusted, because the virus can spread by the airborne route like chickenpox. Staff should be immune to varicella.

A and B are wrong: contact or droplet precautions alone do not address airborne spread in disseminated disease, and they are more than a covered localized rash needs. D is wrong: it reverses the risk; the immunocompromised patient with disseminated disease is the airborne risk.

Correct Answer: C
Key Learning Point: Covered localized zoster in a healthy host needs standard precautions; disseminated zoster or zoster in an immunocompromised host needs airborne plus contact precautions.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-050',
    topicId: 7,
    questionText: `A 6-month-old infant admitted with respiratory syncytial virus (RSV) bronchiolitis needs nasal suctioning and high-flow nasal cannula setup. Besides standard precautions, which transmission-based precautions apply?`,
    options: [
      `Airborne precautions in a negative-pressure room with an N95 respirator`,
      `Droplet precautions only, with a surgical mask but no gown or gloves`,
      `No added precautions, because RSV in infants is a community virus`,
      `Contact precautions, with a gown and gloves for care in the room`,
    ],
    correctAnswer: 'D',
    explanation: `RSV survives on hands, toys and surfaces and spreads mainly by direct and indirect contact, with self-inoculation of the eyes and nose. CDC isolation guidance lists RSV under contact precautions (gown and gloves on entry, dedicated equipment), along with standard precautions, including a mask and eye protection when splashes are likely, as during suctioning.

A is wrong: RSV is not airborne. B is wrong: droplet precautions alone miss the main contact route. C is wrong: hospital spread of RSV to other infants and to immunocompromised patients is well documented.

Correct Answer: D
Key Learning Point: RSV needs contact precautions plus standard precautions, adding face protection when splashes are likely.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-isolation-2007',
    written: '2026-11-22',
  },
  {
    key: 'ic-051',
    topicId: 7,
    questionText: `Over 3 weeks, four ventilated patients in one ICU acquire the same strain of multidrug-resistant Acinetobacter baumannii. An investigation finds that respiratory therapists move two reusable manual resuscitation bags between rooms as needed, wiping the outside with alcohol between patients. Which corrective action best addresses the likely source?`,
    options: [
      `Give the unit's ventilated patients prophylactic antibiotics until the outbreak ends`,
      `Culture therapists' hands weekly until the outbreak ends and exclude carriers`,
      `Change every ventilator circuit in the unit daily until no new cases are found`,
      `Give each patient a dedicated bag and high-level disinfect reusable bags between patients`,
    ],
    correctAnswer: 'D',
    explanation: `Manual resuscitation bags are semicritical devices, because gas passes through them into the airway. An alcohol wipe of the outside does not disinfect the valve and internal surfaces, so a shared bag can carry organisms from patient to patient. Each patient should have a dedicated bag (single-patient use), and reusable bags must be sterilized or high-level disinfected between patients. Hand hygiene and contact precautions should also be reinforced.

A is wrong: prophylactic antibiotics encourage more resistance and do not remove the source. B is wrong: hand cultures may support an investigation, but excluding staff does not fix the equipment practice identified. C is wrong: routine circuit changes do not lower infection and were not the identified route.

Correct Answer: D
Key Learning Point: Resuscitation bags are semicritical; give each patient a dedicated bag and high-level disinfect or sterilize reusable bags between patients.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-hcap-2003',
    written: '2026-11-22',
  },
  {
    key: 'ic-052',
    topicId: 7,
    questionText: `A reusable manual resuscitation bag was used on a patient with confirmed active pulmonary tuberculosis. A new respiratory therapist suggests that, because of the diagnosis, the bag must be steam sterilized rather than processed the usual way. Which response is most accurate?`,
    options: [
      `Agree, because items used on a TB patient need sterilization before reuse`,
      `Clean it, then high-level disinfect it, since the device's use sets the processing level`,
      `Discard it, because mycobacteria cannot be removed from reusable plastic parts`,
      `Wipe it with a tuberculocidal low-level disinfectant, because it does not touch mucous membranes`,
    ],
    correctAnswer: 'B',
    explanation: `The Spaulding approach sets the reprocessing level by how a device is used, not by the patient's diagnosis. A resuscitation bag is semicritical, so after thorough cleaning it needs at least high-level disinfection, which kills mycobacteria. This is the same process used after every patient. (Prions and some special cases are exceptions.)

A is wrong: high-level disinfection already kills M. tuberculosis; sterilization is needed only for critical items. C is wrong: properly cleaned and disinfected reusable bags are safe to reuse. D is wrong: the gas path of the bag connects to the airway, so it is semicritical, and low-level disinfectants are not enough for semicritical items.

Correct Answer: B
Key Learning Point: Reprocessing level follows the Spaulding category of the device, not the patient's infection; standard high-level disinfection kills mycobacteria.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    source: 'cdc-disinfection-2008',
    written: '2026-11-22',
  },
];
