/**
 * The first line of every campaign file: an editor with the YAML language server (VS Code's YAML extension,
 * IntelliJ, Neovim) completes the fields and flags mistakes while typing, from the schema codegen publishes.
 */
export const schemaLine = '# yaml-language-server: $schema=../../generated/schemas/campaign.schema.json';

/**
 * The starting file of a new campaign (npm run campaign:new): complete and valid as it is, a comment on
 * every field, texts in lt, en and ru for product staff to replace. Its window starts today, so its
 * pages show as they will while they are written (npm run dev), and lasts 31 days.
 */
export function starterCampaign(name: string, today: Date = new Date()): string {
  const key = name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `${schemaLine}
# The campaign "${name}". Every page below is drawn from this file; no code is needed.
# After a change run \`npm run codegen\` (or keep \`npm run dev\` running: the page updates as you save).
# The README's section "Adding a campaign" explains every field.

name: ${name}            # the campaign's name, as the API knows it (letters, digits, -)
kind: landing            # which renderer shows it: landing, discount, purchase, draw, consent, dice, wheel
activeFrom: ${day(0)}    # first day, Vilnius time (or a date-time with its offset: 2026-12-01T09:00:00+02:00)
activeTo: ${day(30)}      # last day, included; outside these days its pages say it has not started / has ended

routes:                  # the campaign's pages; each needs a path in lt, en and ru (without the /en or /ru prefix)
  ${key}Landing:
    paths: { lt: /${name}, en: /${name}, ru: /${name} }
    page: landing        # drawn from this file: its route's title and description, description, steps, sections, buttons
    sections: [prizes]   # boxes under the steps; their texts are texts.<lang>.sections.<id>
    actions:             # buttons: to a page (route:) or an address (url: https://...)
      - { text: join, route: ${key}Signup }
      - { text: rules, route: ${key}Rules, style: secondary }
  ${key}Rules:
    paths: { lt: /${name}/taisykles, en: /${name}/rules, ru: /${name}/pravila }
    page: rules          # the campaign period (from activeFrom/activeTo), then the numbered sections
    sections: [organiser, participation, prizes]
  ${key}Signup:
    paths: { lt: /${name}/registracija, en: /${name}/sign-up, ru: /${name}/registratsiya }
    page: form
    form: signUp         # one of the forms below
    step: join           # the step this page is at: earlier steps show as done
  ${key}Thanks:
    index: false         # a result page: kept out of search engines
    paths: { lt: /${name}/aciu, en: /${name}/thank-you, ru: /${name}/spasibo }
    page: result
    result: thanks       # it shows its route's title and description (texts.<lang>.routes)
    step: wait

banners:                 # notices on other pages while the campaign runs
  - id: ${name}-banner
    type: Info           # Info, Warning, Error, or Modal (a popup)
    locations: [Home, Refill]   # Home, Refill, Plans, Dashboard
    route: ${key}Landing        # where its button leads
    priority: 5                 # lower shows first; a page shows two notices at once
    showOnlyToLoggedInUsers: false
    showOncePerSession: false

steps: [join, wait, win]  # the step progress; texts.<lang>.steps.<id>

forms:
  signUp:
    fields:               # each field: widget (text, email, phone, checkbox, ...) and rules (spec/validation.yaml)
      firstName: { widget: text, rules: [required], maxLength: 50, autocomplete: given-name }
      email: { widget: email, rules: [required, email], maxLength: 254, autocomplete: email }
      consent: { widget: checkbox, rules: [required] }
    submit:                             # what the button does
      operation: createCampaignSignup   # stores the sign-up for this campaign (fields: firstName, lastName, email, msisdn, comment, consent)
      success: { route: ${key}Thanks }  # or { message: <id> } to stay and show texts.<lang>.messages.<id>

texts:                    # every text in lt, en and ru, with the same keys; put a text with ": " or "," in quotes
  lt:
    title: Akcijos pavadinimas
    description: Vienu ar dviem sakiniais papasakok, kaip dalyvauti ir ką galima laimėti.
    routes:               # each page's title (browser tab, heading) and description (the lead under it, search engines)
      ${key}Landing: { title: Akcijos pavadinimas, description: Trumpai – kuo akcija naudinga. }
      ${key}Rules: { title: Akcijos taisyklės, description: Kaip dalyvauti akcijoje ir atsiimti prizą. }
      ${key}Signup: { title: Registracija į akciją, description: Užsiregistruok ir dalyvauk. }
      ${key}Thanks: { title: Ačiū! Tu jau dalyvauji, description: Apie rezultatus pranešime el. paštu. }
    steps: { join: Užsiregistruok, wait: Lauk rezultatų, win: Atsiimk prizą }
    actions: { join: Dalyvauti, rules: Taisyklės }
    sections:
      prizes: { title: Prizai, text: Kokie prizai laukia dalyvių. }
      organiser: { title: Organizatorius, text: Akciją organizuoja Pulsas. }
      participation: { title: Kaip dalyvauti, text: Užpildyk registracijos formą akcijos laikotarpiu. }
    forms:
      signUp:
        firstName: { label: Vardas }
        email: { label: El. paštas }
        consent: { label: Sutinku gauti žinias apie šią akciją }
        submit: Registruotis
    banners:
      ${name}-banner: { text: Akcijos pavadinimas, description: Trumpas kvietimas dalyvauti., buttonText: Sužinoti daugiau }
  en:
    title: Campaign name
    description: In a sentence or two, say how to take part and what can be won.
    routes:
      ${key}Landing: { title: Campaign name, description: In short – what the campaign offers. }
      ${key}Rules: { title: Campaign rules, description: How to take part and collect a prize. }
      ${key}Signup: { title: Sign up for the campaign, description: Sign up and take part. }
      ${key}Thanks: { title: Thank you! You are taking part, description: We will e-mail you the results. }
    steps: { join: Sign up, wait: Wait for the results, win: Collect your prize }
    actions: { join: Take part, rules: Rules }
    sections:
      prizes: { title: Prizes, text: The prizes waiting for participants. }
      organiser: { title: Organiser, text: The campaign is run by Pulsas. }
      participation: { title: How to take part, text: Fill in the sign-up form during the campaign. }
    forms:
      signUp:
        firstName: { label: First name }
        email: { label: Email }
        consent: { label: I agree to receive news about this campaign }
        submit: Sign up
    banners:
      ${name}-banner: { text: Campaign name, description: A short invitation to take part., buttonText: Learn more }
  ru:
    title: Название акции
    description: В одном-двух предложениях расскажите, как участвовать и что можно выиграть.
    routes:
      ${key}Landing: { title: Название акции, description: Коротко – чем выгодна акция. }
      ${key}Rules: { title: Правила акции, description: Как участвовать в акции и получить приз. }
      ${key}Signup: { title: Регистрация в акции, description: Зарегистрируйтесь и участвуйте. }
      ${key}Thanks: { title: Спасибо! Вы участвуете, description: О результатах мы сообщим по электронной почте. }
    steps: { join: Зарегистрируйтесь, wait: Ждите результатов, win: Получите приз }
    actions: { join: Участвовать, rules: Правила }
    sections:
      prizes: { title: Призы, text: Какие призы ждут участников. }
      organiser: { title: Организатор, text: Акцию проводит Pulsas. }
      participation: { title: Как участвовать, text: Заполните форму регистрации в период акции. }
    forms:
      signUp:
        firstName: { label: Имя }
        email: { label: Эл. почта }
        consent: { label: Я согласен(-на) получать новости об этой акции }
        submit: Зарегистрироваться
    banners:
      ${name}-banner: { text: Название акции, description: Короткое приглашение участвовать., buttonText: Подробнее }
`;
}
