import type { EducationInput } from '@folio/contracts';

/** Degrees and programmes (fictional institutions). */
export const education: EducationInput[] = [
  {
    degree: 'BSc Computer Science',
    institution: 'University of Westbrook',
    period: '2009 - 2013',
    description:
      'Focus on distributed systems and databases\n' +
      'Final-year project: a fault-tolerant message broker for campus IoT sensors\n' +
      'Teaching assistant for the first-year programming course',
    displayOrder: 1,
    personaIds: [4],
  },
  {
    degree: 'Graduate Certificate in Operations Management',
    institution: 'Lakeshore School of Business',
    period: '2018 - 2019',
    description:
      'Lean operations, process design and service quality\n' +
      'Capstone: redesigning the order-to-cash process of a regional distributor\n' +
      'Completed part-time alongside a full-time engineering role',
    displayOrder: 2,
    personaIds: [5],
  },
  {
    degree: 'Postgraduate Diploma in Sports Performance',
    institution: 'Harborview Institute of Sport',
    period: '2017 - 2018',
    description:
      'Exercise physiology, biomechanics and strength program design\n' +
      'Applied research on velocity-based training for recreational lifters\n' +
      'Supervised coaching placement with a semi-professional rowing squad',
    displayOrder: 3,
    personaIds: [1],
  },
  {
    degree: 'Executive Programme in Digital Transformation',
    institution: 'Lakeshore School of Business',
    period: '2022',
    description:
      'Platform strategy, change management and technology investment cases\n' +
      'Group project on automation roadmaps for mid-sized professional services firms',
    displayOrder: 4,
    personaIds: [4, 5],
  },
];
