import {
  COMMENT_NOTIFICATION_MESSAGES,
  type Language,
  readingMinutesLabel,
  SERVER_MESSAGES,
} from '@bitacora/domain';

/** What a visitor reads on a blog, in the blog's language. */
export interface PublicMessages {
  skipToContent: string;
  menu: string;
  latestPosts: string;
  noPosts: string;
  by: string;
  publishedOn: string;
  inCategory: string;
  category: string;
  /** The tag page's intro and the label of a post's tag list. */
  tag: string;
  tags: string;
  series: string;
  part: (n: number, of: number) => string;
  previousPart: string;
  nextPart: string;
  pagination: string;
  newer: string;
  older: string;
  pageOf: (n: number, of: number) => string;
  /** The archive's pages: their title, a month's count, the posts to read after a post. */
  archive: string;
  archivePosts: (n: number) => string;
  relatedPosts: string;
  /** The language switcher's name: the other languages a post or page is in. */
  otherLanguages: string;
  /** The header's search box: its label and button, the results page's words. */
  searchLabel: string;
  searchButton: string;
  searchTitle: (query: string) => string;
  searchCount: (n: number) => string;
  noResults: (query: string) => string;
  searchCategories: string;
  searchPrompt: string;
  comments: string;
  noComments: string;
  leaveComment: string;
  commentsClosed: string;
  /** A blog where only members comment: the visitor's line instead of the form, and its link. */
  commentsMembersOnly: string;
  signInToComment: string;
  name: string;
  email: string;
  emailHint: string;
  comment: string;
  /** The box asking for a mail when someone answers (double opt-in). */
  notifyReplies: string;
  website: string;
  send: string;
  pending: string;
  sending: string;
  commentError: string;
  /** A comment's link to answer it, and the form's note while answering. */
  reply: string;
  replyingTo: (name: string) => string;
  cancelReply: string;
  /** The mark of a reply written by the blog's staff. */
  staffReply: string;
  /** The mark of a mention from another site (a webmention), linking to it. */
  mention: string;
  notFoundTitle: string;
  notFoundText: string;
  /** A post or page its author moved to the trash (410 Gone). */
  goneTitle: string;
  goneText: string;
  backHome: string;
  ad: string;
  /** The FREE plan's house ad: Bitácora's own promotion. */
  adTitle: string;
  adText: string;
  adLink: string;
  madeWith: string;
  supportPatreon: string;
  patreonText: string;
  socialLinks: string;
  /** An author's own site among their social links. */
  authorWebsite: string;
  footerLinks: string;
  feed: string;
  /** The page of the sites the blog recommends, linked from the footer; its intro. */
  recommendations: string;
  recommendationsIntro: (blog: string) => string;
  /** The subscribe form in every page's footer, and its answers. */
  subscribeTitle: string;
  subscribeText: string;
  subscribeButton: string;
  nameOptional: string;
  subscribeSentTitle: string;
  subscribeSent: string;
  subscribeErrorTitle: string;
  /** The header's link on a blog with members. */
  signIn: string;
  myAccount: string;
  /** The box where a gated post's free preview ends. */
  membersOnlyBox: string;
  paidOnlyBox: string;
  /** A paid post open to chosen tiers only: the box names them. */
  paidTiersBox: (tiers: string) => string;
  joinToRead: string;
  /** Where a paid item's box sends a reader: the account page, which offers the tiers. */
  upgradeToRead: string;
  postsInSeries: (n: number) => string;
  /** A post's reading time in minutes. */
  readingTime: (minutes: number) => string;
  /** The post's count of shown comments, replies included, linking to them. */
  commentCount: (n: number) => string;
  unknownAuthor: string;
  /** An author's page: its intro, its title and its feed's name. */
  author: string;
  postsBy: (name: string) => string;
  /** The author page's list of their profiles, apart from the blog's own social links. */
  authorSocialLinks: (name: string) => string;
  videoPlayer: (provider: string) => string;
  watchVideoOn: (provider: string) => string;
  /** A table's scroll region in a post: 'Tabla', 'Tabla 2'. */
  table: (n: number | null) => string;
  /** A reader's searches past the per-visitor limit: the page's title and line, and the JSON's. */
  tooManySearchesTitle: string;
  tooManySearches: string;
}

const es: PublicMessages = {
  skipToContent: 'Saltar al contenido',
  menu: 'Menú principal',
  latestPosts: 'Últimas entradas',
  noPosts: 'Todavía no hay entradas publicadas.',
  by: 'Por',
  publishedOn: 'Publicado el',
  inCategory: 'en',
  category: 'Categoría',
  tag: 'Etiqueta',
  tags: 'Etiquetas',
  series: 'Serie',
  part: (n, of) => `Parte ${n} de ${of}`,
  previousPart: 'Parte anterior',
  nextPart: 'Parte siguiente',
  pagination: 'Paginación',
  newer: 'Entradas más recientes',
  older: 'Entradas anteriores',
  pageOf: (n, of) => `Página ${n} de ${of}`,
  archive: 'Archivo',
  archivePosts: (n) => (n === 1 ? '1 entrada' : `${n} entradas`),
  relatedPosts: 'También te puede interesar',
  otherLanguages: 'Otros idiomas',
  searchLabel: 'Buscar en el blog',
  searchButton: 'Buscar',
  searchTitle: (query) => `Resultados para «${query}»`,
  searchCount: (n) => (n === 1 ? '1 resultado' : `${n} resultados`),
  noResults: (query) => `Sin resultados para «${query}»`,
  searchCategories: 'Quizá encuentres lo que buscas en sus categorías:',
  searchPrompt: 'Escribe qué quieres encontrar en el blog.',
  comments: 'Comentarios',
  noComments: 'Todavía no hay comentarios.',
  leaveComment: 'Deja un comentario',
  commentsClosed: 'Los comentarios están cerrados',
  commentsMembersOnly: 'Solo los miembros pueden comentar.',
  signInToComment: 'Entra como miembro para comentar',
  name: 'Nombre',
  email: 'Correo electrónico',
  emailHint: 'No se publicará.',
  comment: 'Comentario',
  notifyReplies: COMMENT_NOTIFICATION_MESSAGES.notifyReplies,
  website: 'No rellenes este campo',
  send: 'Enviar comentario',
  pending: 'Gracias. Tu comentario está pendiente de moderación y aparecerá cuando se apruebe.',
  sending: 'Enviando…',
  commentError: 'No se pudo enviar el comentario. Revisa los campos.',
  reply: 'Responder',
  replyingTo: (name) => `Respondiendo a ${name}`,
  cancelReply: 'Cancelar',
  staffReply: 'Respuesta del autor',
  mention: 'Mención desde otro sitio',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que buscas no existe o ya no está disponible.',
  goneTitle: 'Contenido retirado',
  goneText: 'Su autor retiró este contenido del blog. Puedes seguir leyendo desde el inicio.',
  backHome: 'Volver al inicio',
  ad: 'Publicidad',
  adTitle: '¿Tienes algo que contar?',
  adText: 'Crea tu blog gratis en Bitácora: en español, sin instalar nada y listo en un minuto.',
  adLink: 'Crear mi blog',
  madeWith: 'Hecho con Bitácora',
  supportPatreon: 'Apóyame en Patreon',
  patreonText: '¿Te gusta lo que escribo? Puedes apoyar este blog.',
  socialLinks: 'Redes sociales',
  authorWebsite: 'Sitio web',
  footerLinks: 'Enlaces del pie',
  recommendations: 'Recomendaciones',
  recommendationsIntro: (blog) => `Sitios que ${blog} recomienda leer.`,
  feed: 'Suscríbete (RSS)',
  subscribeTitle: 'Recibe las entradas por correo',
  subscribeText:
    'Te escribimos cuando haya una entrada nueva. Puedes darte de baja en cada correo.',
  subscribeButton: 'Suscribirme',
  nameOptional: 'Nombre (opcional)',
  subscribeSentTitle: 'Revisa tu correo',
  subscribeSent:
    'Te enviamos un enlace para confirmar la suscripción. Hasta que lo abras no te escribiremos.',
  subscribeErrorTitle: 'No se pudo completar la suscripción',
  signIn: 'Entrar',
  myAccount: 'Mi cuenta',
  membersOnlyBox: 'Este post es solo para miembros',
  paidOnlyBox: 'Este post es para miembros de pago',
  paidTiersBox: (tiers) => `Este post es para los miembros de pago de: ${tiers}`,
  joinToRead: 'Entra o únete con tu email para leerlo entero',
  upgradeToRead: 'Elige un plan de pago en tu cuenta para leerlo entero',
  postsInSeries: (n) => (n === 1 ? '1 entrada' : `${n} entradas`),
  readingTime: readingMinutesLabel,
  commentCount: (n) => (n === 1 ? '1 comentario' : `${n} comentarios`),
  unknownAuthor: 'Autor desconocido',
  author: 'Autor',
  postsBy: (name) => `Entradas de ${name}`,
  authorSocialLinks: (name) => `Redes sociales de ${name}`,
  videoPlayer: (provider) => `Vídeo de ${provider}`,
  watchVideoOn: (provider) => `Ver el vídeo en ${provider}`,
  table: (n) => (n === null ? 'Tabla' : `Tabla ${n}`),
  tooManySearchesTitle: SERVER_MESSAGES.tooManySearchesTitle,
  tooManySearches: SERVER_MESSAGES.tooManySearches,
};

const en: PublicMessages = {
  skipToContent: 'Skip to content',
  menu: 'Main menu',
  latestPosts: 'Latest posts',
  noPosts: 'No posts published yet.',
  by: 'By',
  publishedOn: 'Published on',
  inCategory: 'in',
  category: 'Category',
  tag: 'Tag',
  tags: 'Tags',
  series: 'Series',
  part: (n, of) => `Part ${n} of ${of}`,
  previousPart: 'Previous part',
  nextPart: 'Next part',
  pagination: 'Pagination',
  newer: 'Newer posts',
  older: 'Older posts',
  pageOf: (n, of) => `Page ${n} of ${of}`,
  archive: 'Archive',
  archivePosts: (n) => (n === 1 ? '1 post' : `${n} posts`),
  relatedPosts: 'You might also like',
  otherLanguages: 'Other languages',
  searchLabel: 'Search the blog',
  searchButton: 'Search',
  searchTitle: (query) => `Results for “${query}”`,
  searchCount: (n) => (n === 1 ? '1 result' : `${n} results`),
  noResults: (query) => `No results for “${query}”`,
  searchCategories: 'You may find what you are looking for in its categories:',
  searchPrompt: 'Type what you want to find on the blog.',
  comments: 'Comments',
  noComments: 'No comments yet.',
  leaveComment: 'Leave a comment',
  commentsClosed: 'Comments are closed',
  commentsMembersOnly: 'Only members can comment.',
  signInToComment: 'Sign in as a member to comment',
  name: 'Name',
  email: 'Email',
  emailHint: 'It will not be published.',
  notifyReplies: 'Email me when someone replies to my comment',
  comment: 'Comment',
  website: 'Leave this field empty',
  send: 'Send comment',
  pending: 'Thank you. Your comment is pending moderation and will appear once approved.',
  sending: 'Sending…',
  commentError: 'The comment could not be sent. Check the fields.',
  reply: 'Reply',
  replyingTo: (name) => `Replying to ${name}`,
  cancelReply: 'Cancel',
  staffReply: "Author's reply",
  mention: 'Mention from another site',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or is no longer available.',
  goneTitle: 'Content removed',
  goneText:
    'Its author removed this content from the blog. You can keep reading from the home page.',
  backHome: 'Back to the home page',
  ad: 'Advertisement',
  adTitle: 'Got something to say?',
  adText: 'Start your free blog on Bitácora: nothing to install, ready in a minute.',
  adLink: 'Start my blog',
  madeWith: 'Made with Bitácora',
  supportPatreon: 'Support me on Patreon',
  patreonText: 'Enjoy what I write? You can support this blog.',
  socialLinks: 'Social networks',
  authorWebsite: 'Website',
  footerLinks: 'Footer links',
  recommendations: 'Recommendations',
  recommendationsIntro: (blog) => `Sites ${blog} recommends reading.`,
  feed: 'Subscribe (RSS)',
  subscribeTitle: 'Get new posts by email',
  subscribeText: 'We write when there is a new post. You can unsubscribe from any mail.',
  subscribeButton: 'Subscribe',
  nameOptional: 'Name (optional)',
  subscribeSentTitle: 'Check your inbox',
  subscribeSent:
    'We sent you a link to confirm the subscription. We will not write until you open it.',
  subscribeErrorTitle: 'The subscription could not be completed',
  signIn: 'Sign in',
  myAccount: 'My account',
  membersOnlyBox: 'This post is for members only',
  paidOnlyBox: 'This post is for paying members',
  paidTiersBox: (tiers) => `This post is for paying members of: ${tiers}`,
  joinToRead: 'Sign in or join with your email to read it all',
  upgradeToRead: 'Choose a paid plan in your account to read it all',
  postsInSeries: (n) => (n === 1 ? '1 post' : `${n} posts`),
  readingTime: (minutes) => `${minutes} min read`,
  commentCount: (n) => (n === 1 ? '1 comment' : `${n} comments`),
  unknownAuthor: 'Unknown author',
  author: 'Author',
  postsBy: (name) => `Posts by ${name}`,
  authorSocialLinks: (name) => `${name} on the web`,
  videoPlayer: (provider) => `${provider} video`,
  watchVideoOn: (provider) => `Watch the video on ${provider}`,
  table: (n) => (n === null ? 'Table' : `Table ${n}`),
  tooManySearchesTitle: 'Too many searches',
  tooManySearches: 'You have searched many times in a row. Wait a minute and try again.',
};

const fr: PublicMessages = {
  skipToContent: 'Aller au contenu',
  menu: 'Menu principal',
  latestPosts: 'Derniers articles',
  noPosts: 'Aucun article publié pour le moment.',
  by: 'Par',
  publishedOn: 'Publié le',
  inCategory: 'dans',
  category: 'Catégorie',
  tag: 'Étiquette',
  tags: 'Étiquettes',
  series: 'Série',
  part: (n, of) => `Partie ${n} sur ${of}`,
  previousPart: 'Partie précédente',
  nextPart: 'Partie suivante',
  pagination: 'Pagination',
  newer: 'Articles plus récents',
  older: 'Articles plus anciens',
  pageOf: (n, of) => `Page ${n} sur ${of}`,
  archive: 'Archives',
  archivePosts: (n) => (n === 1 ? '1 article' : `${n} articles`),
  relatedPosts: 'À lire aussi',
  otherLanguages: 'Autres langues',
  searchLabel: 'Rechercher dans le blog',
  searchButton: 'Rechercher',
  searchTitle: (query) => `Résultats pour « ${query} »`,
  searchCount: (n) => (n === 1 ? '1 résultat' : `${n} résultats`),
  noResults: (query) => `Aucun résultat pour « ${query} »`,
  searchCategories: 'Vous trouverez peut-être ce que vous cherchez dans ses catégories :',
  searchPrompt: 'Saisissez ce que vous voulez trouver dans le blog.',
  comments: 'Commentaires',
  noComments: 'Aucun commentaire pour le moment.',
  leaveComment: 'Laisser un commentaire',
  commentsClosed: 'Les commentaires sont fermés',
  commentsMembersOnly: 'Seuls les membres peuvent commenter.',
  signInToComment: 'Connectez-vous en tant que membre pour commenter',
  name: 'Nom',
  email: 'Adresse e-mail',
  emailHint: 'Elle ne sera pas publiée.',
  notifyReplies: 'M’avertir par e-mail quand quelqu’un répond à mon commentaire',
  comment: 'Commentaire',
  website: 'Ne remplissez pas ce champ',
  send: 'Envoyer le commentaire',
  pending: 'Merci. Votre commentaire est en attente de modération et apparaîtra une fois approuvé.',
  sending: 'Envoi…',
  commentError: "Le commentaire n'a pas pu être envoyé. Vérifiez les champs.",
  reply: 'Répondre',
  replyingTo: (name) => `Réponse à ${name}`,
  cancelReply: 'Annuler',
  staffReply: "Réponse de l'auteur",
  mention: 'Mention depuis un autre site',
  notFoundTitle: 'Page introuvable',
  notFoundText: "La page que vous cherchez n'existe pas ou n'est plus disponible.",
  goneTitle: 'Contenu retiré',
  goneText:
    "Son auteur a retiré ce contenu du blog. Vous pouvez continuer la lecture depuis l'accueil.",
  backHome: "Retour à l'accueil",
  ad: 'Publicité',
  adTitle: 'Vous avez quelque chose à raconter ?',
  adText: 'Créez votre blog gratuit sur Bitácora : rien à installer, prêt en une minute.',
  adLink: 'Créer mon blog',
  madeWith: 'Fait avec Bitácora',
  supportPatreon: 'Soutenez-moi sur Patreon',
  patreonText: 'Vous aimez ce que j’écris ? Vous pouvez soutenir ce blog.',
  socialLinks: 'Réseaux sociaux',
  authorWebsite: 'Site web',
  footerLinks: 'Liens du pied de page',
  recommendations: 'Recommandations',
  recommendationsIntro: (blog) => `Les sites que ${blog} recommande de lire.`,
  feed: "S'abonner (RSS)",
  subscribeTitle: 'Recevoir les articles par e-mail',
  subscribeText:
    'Nous vous écrivons à chaque nouvel article. Vous pouvez vous désabonner depuis chaque e-mail.',
  subscribeButton: "S'abonner",
  nameOptional: 'Nom (facultatif)',
  subscribeSentTitle: 'Vérifiez votre boîte mail',
  subscribeSent:
    "Nous vous avons envoyé un lien pour confirmer l'abonnement. Nous ne vous écrirons pas avant.",
  subscribeErrorTitle: "L'abonnement n'a pas pu être effectué",
  signIn: 'Se connecter',
  myAccount: 'Mon compte',
  membersOnlyBox: 'Cet article est réservé aux membres',
  paidOnlyBox: 'Cet article est réservé aux membres payants',
  paidTiersBox: (tiers) => `Cet article est réservé aux membres payants de : ${tiers}`,
  joinToRead: 'Connectez-vous ou inscrivez-vous avec votre e-mail pour le lire en entier',
  upgradeToRead: 'Choisissez une formule payante dans votre compte pour le lire en entier',
  postsInSeries: (n) => (n === 1 ? '1 article' : `${n} articles`),
  readingTime: (minutes) => `${minutes} min de lecture`,
  commentCount: (n) => (n === 1 ? '1 commentaire' : `${n} commentaires`),
  unknownAuthor: 'Auteur inconnu',
  author: 'Auteur',
  postsBy: (name) => `Articles de ${name}`,
  authorSocialLinks: (name) => `Réseaux sociaux de ${name}`,
  videoPlayer: (provider) => `Vidéo ${provider}`,
  watchVideoOn: (provider) => `Voir la vidéo sur ${provider}`,
  table: (n) => (n === null ? 'Tableau' : `Tableau ${n}`),
  tooManySearchesTitle: 'Trop de recherches',
  tooManySearches:
    'Vous avez fait beaucoup de recherches d’affilée. Attendez une minute et réessayez.',
};

const pt: PublicMessages = {
  skipToContent: 'Ir para o conteúdo',
  menu: 'Menu principal',
  latestPosts: 'Últimas publicações',
  noPosts: 'Ainda não há publicações.',
  by: 'Por',
  publishedOn: 'Publicado em',
  inCategory: 'em',
  category: 'Categoria',
  tag: 'Etiqueta',
  tags: 'Etiquetas',
  series: 'Série',
  part: (n, of) => `Parte ${n} de ${of}`,
  previousPart: 'Parte anterior',
  nextPart: 'Parte seguinte',
  pagination: 'Paginação',
  newer: 'Publicações mais recentes',
  older: 'Publicações anteriores',
  pageOf: (n, of) => `Página ${n} de ${of}`,
  archive: 'Arquivo',
  archivePosts: (n) => (n === 1 ? '1 publicação' : `${n} publicações`),
  relatedPosts: 'Também pode interessar',
  otherLanguages: 'Outros idiomas',
  searchLabel: 'Pesquisar no blog',
  searchButton: 'Pesquisar',
  searchTitle: (query) => `Resultados para «${query}»`,
  searchCount: (n) => (n === 1 ? '1 resultado' : `${n} resultados`),
  noResults: (query) => `Sem resultados para «${query}»`,
  searchCategories: 'Talvez encontre o que procura nas suas categorias:',
  searchPrompt: 'Escreva o que quer encontrar no blog.',
  comments: 'Comentários',
  noComments: 'Ainda não há comentários.',
  leaveComment: 'Deixe um comentário',
  commentsClosed: 'Os comentários estão fechados',
  commentsMembersOnly: 'Só os membros podem comentar.',
  signInToComment: 'Entre como membro para comentar',
  name: 'Nome',
  email: 'E-mail',
  emailHint: 'Não será publicado.',
  comment: 'Comentário',
  notifyReplies: 'Avisar-me por e-mail quando responderem ao meu comentário',
  website: 'Não preencha este campo',
  send: 'Enviar comentário',
  pending: 'Obrigado. O seu comentário aguarda moderação e aparecerá quando for aprovado.',
  sending: 'A enviar…',
  commentError: 'Não foi possível enviar o comentário. Reveja os campos.',
  reply: 'Responder',
  replyingTo: (name) => `A responder a ${name}`,
  cancelReply: 'Cancelar',
  staffReply: 'Resposta do autor',
  mention: 'Menção de outro site',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'A página que procura não existe ou já não está disponível.',
  goneTitle: 'Conteúdo retirado',
  goneText: 'O autor retirou este conteúdo do blog. Pode continuar a ler a partir do início.',
  backHome: 'Voltar ao início',
  ad: 'Publicidade',
  adTitle: 'Tem algo para contar?',
  adText: 'Crie o seu blog grátis na Bitácora: sem instalar nada e pronto num minuto.',
  adLink: 'Criar o meu blog',
  madeWith: 'Feito com Bitácora',
  supportPatreon: 'Apoie-me no Patreon',
  patreonText: 'Gosta do que escrevo? Pode apoiar este blog.',
  socialLinks: 'Redes sociais',
  authorWebsite: 'Site',
  footerLinks: 'Ligações do rodapé',
  recommendations: 'Recomendações',
  recommendationsIntro: (blog) => `Sites que ${blog} recomenda ler.`,
  feed: 'Subscrever (RSS)',
  subscribeTitle: 'Receba as publicações por e-mail',
  subscribeText:
    'Escrevemos-lhe quando houver uma publicação nova. Pode cancelar a subscrição em cada e-mail.',
  subscribeButton: 'Subscrever',
  nameOptional: 'Nome (opcional)',
  subscribeSentTitle: 'Verifique o seu e-mail',
  subscribeSent:
    'Enviámos-lhe uma ligação para confirmar a subscrição. Até a abrir, não lhe escreveremos.',
  subscribeErrorTitle: 'Não foi possível concluir a subscrição',
  signIn: 'Entrar',
  myAccount: 'A minha conta',
  membersOnlyBox: 'Esta publicação é só para membros',
  paidOnlyBox: 'Esta publicação é para membros pagantes',
  paidTiersBox: (tiers) => `Esta publicação é para os membros pagantes de: ${tiers}`,
  joinToRead: 'Entre ou junte-se com o seu e-mail para a ler completa',
  upgradeToRead: 'Escolha um plano pago na sua conta para a ler completa',
  postsInSeries: (n) => (n === 1 ? '1 publicação' : `${n} publicações`),
  readingTime: (minutes) => `${minutes} min de leitura`,
  commentCount: (n) => (n === 1 ? '1 comentário' : `${n} comentários`),
  unknownAuthor: 'Autor desconhecido',
  author: 'Autor',
  postsBy: (name) => `Publicações de ${name}`,
  authorSocialLinks: (name) => `Redes sociais de ${name}`,
  videoPlayer: (provider) => `Vídeo de ${provider}`,
  watchVideoOn: (provider) => `Ver o vídeo em ${provider}`,
  table: (n) => (n === null ? 'Tabela' : `Tabela ${n}`),
  tooManySearchesTitle: 'Pesquisas demais',
  tooManySearches: 'Você fez muitas pesquisas seguidas. Aguarde um minuto e tente de novo.',
};

export const PUBLIC_MESSAGES: Record<Language, PublicMessages> = { es, en, fr, pt };
