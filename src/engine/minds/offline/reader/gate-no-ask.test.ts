// A text the reader places under no kind, that asks nothing, proposes nothing and has nothing
// pending is refused as 'no decision' — minutes with figures, a diary or a rant, a forwarded
// email, a standing policy pasted alone, a long question of fact — each family in three or more
// wordings of our own. Decisions told as a title over a situation, with no question, are judged.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

/** Why the board will not judge the text, or undefined when it judges it. */
const whyNot = (topic: string, context: string) =>
  readDecision(plainDecision(topic, context)).cannot_judge?.reason;

describe('a framed text with no ask and nothing pending, or a long question of fact, is refused', () => {
  it.each([
    // Meeting notes with figures and no pending choice.
    [
      'Ops meeting',
      'We went over the warehouse numbers. Picking errors are down to 0.4% from 0.9% in June. Returns cost us £18k last month. Sam will look at the courier invoices. Next meeting on the 3rd.',
    ],
    [
      'Warehouse ops meeting',
      'We went over the picking numbers. Errors are down to 0.3% from 0.8% in May. Returns cost us $21k last month. Dana will look at the carrier invoices. Next meeting on the 9th.',
    ],
    [
      'Thursday leadership huddle',
      'Revenue for the week was €96k. Two support hires started on Monday. Marco will chase the overdue tax filing with the accountant. The office move is finished.',
    ],
    // A diary or a rant.
    [
      'Rant about our bank',
      'Our bank froze the account for two days for a routine compliance check. Nobody answered the phone. We missed paying three suppliers on time. I have banked with them for nine years.',
    ],
    [
      'Monday',
      'I got into the office at seven and nobody else came in until ten. The coffee machine is broken again. Three customers emailed about the same bug. By the evening I just wanted to go home and sleep.',
    ],
    [
      'Frustrated with our accountant',
      'Our accountant sent the VAT return late for the second quarter running. Every email takes a week to answer. We pay them £1,800 a month and I feel like I do half their job.',
    ],
    // A forwarded email with no ask to the board.
    [
      'Fwd: invoice 4471',
      'Forwarded message from accounts@printco.com: Please find attached invoice 4471 for £3,240 covering the spring catalogue print run. Payment terms are 30 days. Kind regards, Printco accounts team.',
    ],
    [
      'Re: onboarding',
      'Hi Sara, thanks for the walkthrough yesterday. The team found the new dashboard easy to use and we have 14 users set up. Cheers, Ben. > On Monday Sara wrote: great to meet you all.',
    ],
    [
      'Fwd: delivery confirmation',
      'Forwarded message from DHL Freight: Your pallet of 40 cartons was delivered to the Hamburg depot on 3 June at 14:20. Signed by K. Weber. Thank you for shipping with us.',
    ],
    [
      'Fw: conference recap from Julia',
      'Julia wrote: the Berlin trade fair went well, we met 60 visitors at the stand and collected 210 badge scans. Total spend was €11,500. Slides are in the team folder.',
    ],
    // A standing policy pasted alone, even when its words suggest a kind.
    [
      'Data retention policy',
      'Customer data is kept for six years after the end of the contract. Backups are encrypted and stored in Frankfurt. Access is limited to the operations team and logged.',
    ],
    [
      'Our travel policy',
      'Economy class is used for flights under six hours. Hotels are capped at $220 a night in major cities. Receipts are uploaded within 14 days of the trip.',
    ],
    [
      'Expense policy',
      'All expenses above £500 require a receipt and the approval of a line manager. Travel is booked through the company portal. Alcohol is not reimbursed. Claims must be submitted within 30 days.',
    ],
    // A question in the body that asks the board nothing: a request in a thread, a rhetorical one.
    [
      'Fwd: invoice 4471',
      'Forwarded message from accounts@printco.com: Please find attached invoice 4471 for £3,240 covering the spring catalogue print run. Could you confirm receipt? Kind regards, Printco accounts team.',
    ],
    [
      'Bank trouble again',
      'The bank froze the account for two days for a routine compliance check. Nobody answered the phone. Why does this always happen at month end? Three suppliers were paid late.',
    ],
    [
      'Re: offsite',
      'Hi all, the offsite in Porto cost €14,000 in total. Did everyone get home safely? Photos are in the shared drive. Thanks, Raj.',
    ],
    // A question of fact whose subject runs long.
    [
      'What is the VAT rate on software sold to German businesses?',
      'We are a UK company selling SaaS subscriptions.',
    ],
    [
      'What is the corporate tax rate for a small company in Ireland this year?',
      'We are an Irish software company with €900k of profit.',
    ],
    [
      'What is the statutory redundancy pay for an employee with eight years of service?',
      'We are a UK retailer with 40 staff.',
    ],
  ])('%s', (topic, context) => {
    expect(whyNot(topic, context)).toBe('no_decision');
  });
});

describe('a decision told as a title over its situation, with no question, is judged', () => {
  it.each([
    [
      'Office lease renewal',
      'Our lease in Manchester ends in June. The landlord offers a five-year renewal at £82k a year, up from £70k. A smaller space nearby costs £60k a year plus £40k to move.',
    ],
    [
      'Series A at $12M pre',
      'Lead investor offers $3M at a $12M pre-money valuation with a 1x non-participating preference. We have 8 months of runway at $120k burn.',
    ],
    [
      'Warehouse automation',
      'A robotics vendor quotes $1.8M for picking robots that would replace 20 of our 45 pickers. Payback in 3 years. Cash is $6M.',
    ],
    [
      'Night shift',
      'Our bakery runs one shift. Demand for morning deliveries is up 30% and we turn away about £20k of orders a month. A night shift would need six bakers at £28k each plus a supervisor.',
    ],
    [
      'Statutory auditor',
      'Our Big Four auditor raised its fee from €180k to €260k. A regional firm quoted €95k. We are a Dutch group with €60M revenue and plan an IPO in two years.',
    ],
    [
      'Four-day week',
      'Our 35 engineers work five days. Attrition was 24% last year and each replacement costs about $40k. A pilot would run for six months.',
    ],
    [
      'Union recognition',
      'Warehouse staff in our Leeds site, 140 people, have collected signatures for recognition of the GMB union. Our revenue is £30M and margins are 6%.',
    ],
    [
      'Donation to local school',
      'A school near our factory asked us for £25k for a new science lab. Our profit last year was £1.2M.',
    ],
    [
      'Night-time trading',
      'Our bar closes at 11pm. The council now allows licences until 2am for £3,000 a year. Staff would need a night premium of 20%.',
    ],
    // A question about ourselves asks the board something, even with no choice word in it.
    [
      'Stock levels',
      'Our warehouse holds 14 weeks of stock, worth £2.1M. Sales fell 12% this quarter. Are we carrying too much?',
    ],
    [
      'Sales team structure',
      'We have 9 account executives and 2 managers. Quota attainment was 58% last year. Do we have the structure right?',
    ],
    [
      'Revised travel policy',
      'Finance proposes capping hotels at $220 a night and flying economy under six hours. Travel cost $410k last year.',
    ],
    [
      'Updated remote work policy',
      'HR suggests three office days a week instead of two. We have 90 staff. The office costs £400k a year and is half empty.',
    ],
    [
      'Amended supplier terms',
      'Our packaging supplier sent terms moving payment from 60 to 30 days. We buy €1.1M a year from them and hold €200k of cash.',
    ],
  ])('%s', (topic, context) => {
    expect(whyNot(topic, context)).toBeUndefined();
  });
});
