import { textsIn } from './fill.ts';

/**
 * Texts of the e-mail inviting someone to an organization's back office, in the language the
 * inviting owner chose. The invitee has no name yet, so the greeting has none.
 */
export interface InvitationTexts {
  /** `{organization}`: the organization's name. */
  subject: string;
  greeting: string;
  /** `{inviter}`: who invites; `{role}`: one of the `role…` texts. */
  invited: string;
  link: string;
  /** `{hours}`: how long the link works. */
  validity: string;
  ignore: string;
  roleOWNER: string;
  roleSUPERVISOR: string;
  roleOPERATOR: string;
  roleSPONSOR: string;
}

const en: InvitationTexts = {
  subject: 'Your invitation to the back office of {organization}',
  greeting: 'Hello,',
  invited: '{inviter} invites you to work for {organization} in its back office, as {role}.',
  link: 'Choose your password and sign in here: {link}',
  validity: 'The link works once, for {hours} hours.',
  ignore: 'If you were not expecting this invitation, you can ignore this e-mail.',
  roleOWNER: 'owner',
  roleSUPERVISOR: 'supervisor',
  roleOPERATOR: 'check-in staff',
  roleSPONSOR: 'sponsor',
};

const de: InvitationTexts = {
  subject: 'Ihre Einladung in den Verwaltungsbereich von {organization}',
  greeting: 'Guten Tag',
  invited: '{inviter} lädt Sie ein, im Verwaltungsbereich von {organization} mitzuarbeiten, als {role}.',
  link: 'Wählen Sie hier Ihr Passwort und melden Sie sich an: {link}',
  validity: 'Der Link funktioniert einmal, {hours} Stunden lang.',
  ignore: 'Haben Sie diese Einladung nicht erwartet, können Sie diese E-Mail ignorieren.',
  roleOWNER: 'Inhaber/in',
  roleSUPERVISOR: 'Aufsicht',
  roleOPERATOR: 'Einlasspersonal',
  roleSPONSOR: 'Förderpartner',
};

const it: InvitationTexts = {
  subject: 'Il tuo invito all’area di gestione di {organization}',
  greeting: 'Ciao,',
  invited: '{inviter} ti invita a lavorare per {organization} nella sua area di gestione, come {role}.',
  link: 'Scegli la tua password e accedi qui: {link}',
  validity: 'Il link funziona una sola volta, per {hours} ore.',
  ignore: 'Se non ti aspettavi questo invito, puoi ignorare questa e-mail.',
  roleOWNER: 'titolare',
  roleSUPERVISOR: 'supervisore',
  roleOPERATOR: 'personale d’ingresso',
  roleSPONSOR: 'sostenitore',
};

const fr: InvitationTexts = {
  subject: 'Votre invitation à l’espace de gestion de {organization}',
  greeting: 'Bonjour,',
  invited: '{inviter} vous invite à travailler pour {organization} dans son espace de gestion, en tant que {role}.',
  link: 'Choisissez votre mot de passe et connectez-vous ici : {link}',
  validity: 'Le lien fonctionne une seule fois, pendant {hours} heures.',
  ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  roleOWNER: 'propriétaire',
  roleSUPERVISOR: 'superviseur',
  roleOPERATOR: 'personnel d’accueil',
  roleSPONSOR: 'partenaire',
};

const es: InvitationTexts = {
  subject: 'Tu invitación al área de gestión de {organization}',
  greeting: 'Hola:',
  invited: '{inviter} te invita a trabajar para {organization} en su área de gestión, como {role}.',
  link: 'Elige tu contraseña e inicia sesión aquí: {link}',
  validity: 'El enlace funciona una sola vez, durante {hours} horas.',
  ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
  roleOWNER: 'propietario',
  roleSUPERVISOR: 'responsable',
  roleOPERATOR: 'personal de acceso',
  roleSPONSOR: 'patrocinador',
};

const pt: InvitationTexts = {
  subject: 'O seu convite para a área de gestão de {organization}',
  greeting: 'Olá,',
  invited: '{inviter} convida-o a trabalhar para {organization} na sua área de gestão, como {role}.',
  link: 'Escolha a sua palavra-passe e inicie sessão aqui: {link}',
  validity: 'A ligação funciona uma única vez, durante {hours} horas.',
  ignore: 'Se não esperava este convite, pode ignorar este e-mail.',
  roleOWNER: 'proprietário',
  roleSUPERVISOR: 'responsável',
  roleOPERATOR: 'pessoal de entrada',
  roleSPONSOR: 'patrocinador',
};

const ro: InvitationTexts = {
  subject: 'Invitația ta în zona de administrare a {organization}',
  greeting: 'Bună ziua,',
  invited: '{inviter} te invită să lucrezi pentru {organization} în zona sa de administrare, ca {role}.',
  link: 'Alege-ți parola și conectează-te aici: {link}',
  validity: 'Linkul funcționează o singură dată, timp de {hours} de ore.',
  ignore: 'Dacă nu te așteptai la această invitație, poți ignora acest e-mail.',
  roleOWNER: 'proprietar',
  roleSUPERVISOR: 'supervizor',
  roleOPERATOR: 'personal de acces',
  roleSPONSOR: 'partener de susținere',
};

const nl: InvitationTexts = {
  subject: 'Je uitnodiging voor de beheeromgeving van {organization}',
  greeting: 'Hallo,',
  invited: '{inviter} nodigt je uit om voor {organization} te werken in de beheeromgeving, als {role}.',
  link: 'Kies je wachtwoord en meld je hier aan: {link}',
  validity: 'De link werkt één keer, {hours} uur lang.',
  ignore: 'Verwachtte je deze uitnodiging niet, dan kun je deze e-mail negeren.',
  roleOWNER: 'eigenaar',
  roleSUPERVISOR: 'toezichthouder',
  roleOPERATOR: 'toegangsmedewerker',
  roleSPONSOR: 'begunstiger',
};

const tr: InvitationTexts = {
  subject: '{organization} yönetim paneline davetiniz',
  greeting: 'Merhaba,',
  invited: '{inviter} sizi {organization} yönetim panelinde {role} olarak çalışmaya davet ediyor.',
  link: 'Şifrenizi belirleyip buradan giriş yapın: {link}',
  validity: 'Bağlantı yalnızca bir kez ve {hours} saat boyunca çalışır.',
  ignore: 'Bu daveti beklemiyorsanız bu e-postayı dikkate almayabilirsiniz.',
  roleOWNER: 'sahip',
  roleSUPERVISOR: 'denetçi',
  roleOPERATOR: 'giriş görevlisi',
  roleSPONSOR: 'destekçi',
};

const da: InvitationTexts = {
  subject: 'Din invitation til administrationen hos {organization}',
  greeting: 'Hej,',
  invited: '{inviter} inviterer dig til at arbejde for {organization} i administrationen, som {role}.',
  link: 'Vælg din adgangskode og log ind her: {link}',
  validity: 'Linket virker én gang, i {hours} timer.',
  ignore: 'Hvis du ikke ventede denne invitation, kan du se bort fra denne e-mail.',
  roleOWNER: 'ejer',
  roleSUPERVISOR: 'tilsynsførende',
  roleOPERATOR: 'indgangspersonale',
  roleSPONSOR: 'samarbejdspartner',
};

const pl: InvitationTexts = {
  subject: 'Twoje zaproszenie do panelu administracyjnego {organization}',
  greeting: 'Dzień dobry,',
  invited: '{inviter} zaprasza Cię do pracy dla {organization} w panelu administracyjnym, w roli: {role}.',
  link: 'Ustaw hasło i zaloguj się tutaj: {link}',
  validity: 'Link działa jeden raz, przez {hours} godziny.',
  ignore: 'Jeśli nie spodziewałeś się tego zaproszenia, możesz zignorować tę wiadomość.',
  roleOWNER: 'właściciel',
  roleSUPERVISOR: 'nadzorca',
  roleOPERATOR: 'obsługa wejścia',
  roleSPONSOR: 'darczyńca',
};

const bg: InvitationTexts = {
  subject: 'Вашата покана за административния панел на {organization}',
  greeting: 'Здравейте,',
  invited: '{inviter} ви кани да работите за {organization} в административния панел като {role}.',
  link: 'Изберете парола и влезте оттук: {link}',
  validity: 'Връзката работи еднократно, в продължение на {hours} часа.',
  ignore: 'Ако не сте очаквали тази покана, можете да пренебрегнете този имейл.',
  roleOWNER: 'собственик',
  roleSUPERVISOR: 'супервайзор',
  roleOPERATOR: 'персонал на входа',
  roleSPONSOR: 'спонсор',
};

const sv: InvitationTexts = {
  subject: 'Din inbjudan till administrationen för {organization}',
  greeting: 'Hej,',
  invited: '{inviter} bjuder in dig att arbeta för {organization} i administrationen, som {role}.',
  link: 'Välj ditt lösenord och logga in här: {link}',
  validity: 'Länken fungerar en gång, i {hours} timmar.',
  ignore: 'Om du inte väntade dig den här inbjudan kan du bortse från mejlet.',
  roleOWNER: 'ägare',
  roleSUPERVISOR: 'arbetsledare',
  roleOPERATOR: 'entrépersonal',
  roleSPONSOR: 'samarbetspartner',
};

const cs: InvitationTexts = {
  subject: 'Vaše pozvánka do administrace {organization}',
  greeting: 'Dobrý den,',
  invited: '{inviter} vás zve ke spolupráci pro {organization} v administraci, v roli: {role}.',
  link: 'Zvolte si heslo a přihlaste se zde: {link}',
  validity: 'Odkaz funguje jednou, po dobu {hours} hodin.',
  ignore: 'Pokud jste tuto pozvánku nečekali, můžete tento e-mail ignorovat.',
  roleOWNER: 'vlastník',
  roleSUPERVISOR: 'dohled',
  roleOPERATOR: 'personál u vstupu',
  roleSPONSOR: 'sponzor',
};

export const invitationTextsByLanguage: Readonly<Record<string, InvitationTexts>> & { en: InvitationTexts } = {
  en,
  de,
  it,
  fr,
  es,
  pt,
  ro,
  nl,
  tr,
  da,
  pl,
  bg,
  sv,
  cs,
};

export function invitationTexts(lang: string): InvitationTexts {
  return textsIn(invitationTextsByLanguage, lang);
}
