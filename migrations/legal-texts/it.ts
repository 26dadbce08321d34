/** Version 1 of the legal pages in Italian (see en.ts: frozen with its migration). */
export const it = {
  terms: `Queste condizioni regolano l’uso di Paceband, il servizio gratuito di braccialetti del passo, sul web e nell’app mobile. Usando il sito le accetti; creando un account le accetti insieme all’[informativa sulla privacy](/it/privacy), e registriamo quali versioni hai accettato. Gli ordini di braccialetti stampati e le donazioni sono regolati anche dalle [condizioni di vendita](/it/condizioni-di-vendita).

## 1. Il servizio

Paceband calcola braccialetti del passo: tempi di passaggio ricavati dal tuo tempo obiettivo, dalla tua strategia di passo e dalle salite di un percorso, stampati a misura del tuo polso. Offre anche percorsi, un calendario delle gare, un predittore di tempi, novità, domande frequenti e un modulo di contatto. Creare, stampare e scaricare braccialetti è gratuito e non richiede un account.

## 2. Il tuo account

- Indica il tuo indirizzo email e confermalo con il link che ti inviamo. Fino ad allora puoi creare e salvare braccialetti, ma non ordinare braccialetti stampati, pubblicare un percorso né proporre una gara.
- Tieni la password per te: rispondi di ciò che viene fatto con il tuo account. Avvisaci subito se pensi che qualcun altro lo usi.
- Un account per persona. Puoi eliminare il tuo in qualsiasi momento dal tuo profilo.
- Possiamo bloccare un account che viola queste condizioni; le sue sessioni allora terminano. Chiedicelo e ti diremo perché.

## 3. Uso corretto

Non devi:

- inviare al sito o alla sua API pubblica più richieste di quante i loro limiti consentano, né cercare di aggirare tali limiti;
- tentare di entrare in altri account, nel server o nel database, né disturbare il servizio per gli altri;
- caricare file o scrivere testi che non hai il diritto di condividere, illeciti o dannosi per altri;
- usare il modulo di contatto o le proposte di gare per pubblicità o spam.

L’API pubblica (documentata su /api/docs) è gratuita per gli strumenti dei podisti, entro i suoi limiti di utilizzo. Possiamo modificarla e ne teniamo aggiornata la documentazione.

## 4. Percorsi, gare e ciò che condividi

- Mantieni ogni diritto sui file di percorso che carichi (GPX, KML, KMZ). Un nuovo percorso è privato: lo vedi solo tu.
- Se ci chiedi di rendere pubblico un percorso e accettiamo, autorizzi Paceband, gratuitamente e finché il percorso resta sul sito, a mostrarlo e a lasciare che ogni podista crei e stampi braccialetti su di esso. Quando elimini il tuo account scegli se i tuoi percorsi pubblici vengono eliminati o restano sul sito senza il tuo nome.
- Il team controlla ogni gara che proponi prima che compaia nel calendario; proponendola ci autorizzi a pubblicarla.
- Un link di braccialetto condiviso mostra quel braccialetto a chiunque abbia il link: condividilo solo con chi scegli tu.
- Possiamo correggere, nascondere o rimuovere un contenuto che viola queste condizioni o che qualcuno ci dimostra essere errato.

## 5. Un braccialetto del passo è un aiuto, non una garanzia

I braccialetti sono calcolati da ciò che inserisci e da dati di percorso che possono essere imperfetti (l’altitudine di un file caricato, le distanze, i ristori). Confronta il percorso con le informazioni ufficiali della gara, e il braccialetto stampato con il tuo piano, prima di correre. Le previsioni sono stime di modelli, non consigli medici. Correre una gara è una tua decisione e una tua responsabilità: se hai un dubbio sulla tua salute, consulta un medico. Il servizio è fornito così com’è; nei limiti consentiti dalla legge, non rispondiamo di un risultato di gara, di un obiettivo mancato né di una perdita causata da un errore in un braccialetto o in un percorso.

## 6. Disponibilità

Paceband è gratuito dal 2014 e vogliamo che resti tale, ma possiamo modificare o sospendere funzioni, o fermare il sito per manutenzione, senza dovere indennizzi. I tuoi braccialetti salvati restano a tua disposizione finché esiste il tuo account.

## 7. Proprietà intellettuale

Il software, il design, i testi e le illustrazioni di Paceband appartengono ai loro autori. I braccialetti che stampi sono tuoi. I percorsi che altri membri hanno reso pubblici appartengono a loro. Non copiare il sito né i suoi dati nel loro insieme.

## 8. Modifiche di queste condizioni

Ogni modifica è pubblicata in questa pagina come nuova versione, con il suo numero e la sua data; le versioni precedenti sono conservate. Le modifiche importanti sono annunciate nelle novità. Se continui a usare il tuo account dopo una modifica, accetti la nuova versione; se non la accetti, puoi eliminare il tuo account.

## 9. Domande e controversie

Nulla in queste condizioni ti toglie i diritti che la legge del tuo paese ti riconosce come consumatore. Se qualcosa non va, scrivici prima con il [modulo di contatto](/it/contatti) o a {{contactEmail}}: cercheremo una soluzione con te.
`,

  sale: `Queste condizioni si applicano ai braccialetti del passo stampati ordinati su Paceband e alle donazioni. Completano le [condizioni d’uso](/it/termini); come trattiamo i dati di un ordine è spiegato nell’[informativa sulla privacy](/it/privacy).

## 1. Chi può ordinare

Per ordinare serve un account Paceband con l’indirizzo email confermato e un indirizzo di spedizione. Chiunque può donare, con o senza account.

## 2. Il prodotto

Un braccialetto stampato è una striscia di carta impermeabile stampata con un braccialetto che hai creato e salvato: il suo percorso, i tempi obiettivo, il passo, l’impaginazione, i colori e il tema così com’erano al momento dell’ordine. Ogni braccialetto è fatto secondo le tue specifiche. Controlla con cura il braccialetto salvato prima di ordinare: lo stampiamo come l’hai salvato, e le modifiche successive al braccialetto o al suo tema non cambiano un ordine già effettuato.

## 3. Prezzi

Prima del pagamento, la pagina dell’ordine mostra il prezzo di un braccialetto (il prezzo abituale barrato quando c’è un’offerta), la quantità, il subtotale, lo sconto di un codice promozionale, le spese di spedizione secondo il paese del tuo indirizzo (Canada, Stati Uniti o altri paesi) e il totale, nella valuta del negozio. Il totale mostrato è l’importo addebitato: al pagamento non si aggiunge nulla. Eventuali dazi doganali o tasse d’importazione del paese di destinazione sono a tuo carico. I prezzi possono cambiare; un ordine mantiene i prezzi mostrati quando è stato effettuato.

## 4. Ordinare e pagare

1. Scegli i braccialetti salvati e il numero di copie di ciascuno (fino al massimo indicato nella pagina), controlla il tuo indirizzo e compila la nota sull’indirizzo (codice del portone, istruzioni di consegna o «nessuna»).
2. Se hai un codice promozionale, inseriscilo e aggiorna il totale.
3. «Paga» ti porta alla pagina di pagamento sicura di Stripe, il nostro fornitore di pagamenti. Lì inserisci la tua carta; i suoi dati non ci arrivano mai.
4. La vendita è conclusa quando Stripe conferma il pagamento: l’ordine risulta allora «Pagato» e ti inviamo una ricevuta via email. Se la carta viene rifiutata, non viene addebitato nulla e puoi riprovare. Un pagamento lasciato in sospeso scade dopo circa 30 minuti e l’ordine viene annullato.

## 5. Codici promozionali

Un codice promozionale può avere condizioni: date di validità, un numero minimo di braccialetti, un uso per membro, solo il primo ordine, membri che hanno già ordinato, un percorso specifico, un numero limitato di usi. La pagina dell’ordine indica perché un codice non si applica. Un codice per ordine; un codice non può essere convertito in denaro.

## 6. Stampa e spedizione

Stampiamo gli ordini pagati a lotti e li spediamo per posta all’indirizzo dell’ordine. La pagina del tuo ordine mostra ogni fase (Pagato, Stampato, Spedito), e ti scriviamo quando i tuoi braccialetti partono. I tempi di consegna dipendono poi dal servizio postale del paese di destinazione. Controlla il tuo indirizzo prima di pagare; se è sbagliato, scrivici subito con il numero dell’ordine: possiamo correggerlo finché l’ordine non è spedito.

## 7. Annullamento, recesso e rimborsi

- **Prima di pagare**: lascia la pagina di pagamento; non viene addebitato nulla e l’ordine non pagato viene annullato.
- **Dopo il pagamento, finché i tuoi braccialetti non sono stampati**: scrivici con il numero dell’ordine; annulliamo l’ordine e lo rimborsiamo per intero, spedizione compresa.
- **Recesso**: i tuoi braccialetti sono fatti secondo le tue specifiche (il tuo percorso, i tuoi tempi, le tue impostazioni). Per questi beni personalizzati la legge di molti paesi, compresa quella dell’Unione europea, esclude il diritto di recesso: una volta stampato, un ordine non può essere restituito perché hai cambiato idea.
- **Braccialetti danneggiati, errati o smarriti**: se i tuoi braccialetti arrivano danneggiati, sono diversi dal braccialetto salvato o non arrivano, scrivici con il numero dell’ordine (e una foto se sono danneggiati). Li ristampiamo e li rispediamo gratuitamente, oppure ti rimborsiamo se una nuova spedizione non è possibile. Ciò non limita le garanzie che la legge ti riconosce.
- **Se non possiamo consegnare un ordine** (per esempio a un indirizzo non servito dalla posta), lo annulliamo e lo rimborsiamo per intero.

I rimborsi tornano sulla carta con cui hai pagato, tramite Stripe; di solito le banche li mostrano entro 5-10 giorni lavorativi.

## 8. Donazioni

Una donazione è un regalo che mantiene Paceband gratuito: non acquista alcun prodotto o servizio. La paghi con Stripe come un ordine e ricevi una ricevuta via email se indichi un indirizzo. Se hai donato per errore, scrivici entro 14 giorni e te la rimborsiamo.

## 9. Il tuo account e i tuoi ordini

Gli ordini restano nella nostra contabilità. Se elimini il tuo account, sono conservati senza il tuo nome, la tua email, il tuo indirizzo, la tua nota né il nome dei braccialetti (vedi l’informativa sulla privacy). Finché un ordine è pagato ma non ancora spedito, il tuo account non può essere eliminato: ci serve l’indirizzo per spedirlo.

## 10. Domande e reclami

Scrivici con il [modulo di contatto](/it/contatti) o a {{contactEmail}}, indicando il numero dell’ordine. Nulla in queste condizioni ti toglie i diritti che la legge del tuo paese ti riconosce come consumatore.
`,

  privacy: `Paceband crea gratuitamente braccialetti del passo stampabili per i podisti. Questa informativa spiega quali dati personali conserva il sito, perché, per quanto tempo e chi altro li tratta. In breve: conserviamo ciò che serve al servizio, non vendiamo nulla, non mostriamo pubblicità e nulla misura le tue visite se non lo accetti.

## Chi è responsabile

Il team di Paceband gestisce il sito e decide cosa si fa con i tuoi dati. Scrivici con il [modulo di contatto](/it/contatti) o a {{contactEmail}}.

## Visitare senza account

Puoi creare, stampare e scaricare braccialetti, leggere le novità e le domande frequenti, consultare i percorsi e il calendario delle gare e usare il predittore senza account. Le impostazioni di un braccialetto viaggiano nell’indirizzo della pagina; le conserviamo solo se salvi il braccialetto. Un file di percorso inviato all’API pubblica viene letto e non conservato.

Ogni richiesta arriva al nostro server con il tuo indirizzo IP e una descrizione del tuo browser. Usiamo l’indirizzo solo per tre cose, e non lo scriviamo nei nostri log:

- **Paese**: un database di geolocalizzazione offline, sul nostro server, trova il tuo paese (e la tua città se installiamo un database delle città) per mostrare una bandiera, precompilare i moduli e suggerirti gare vicine. Nessun servizio esterno viene interpellato.
- **Limiti contro gli abusi**: contatori tenuti sotto il tuo indirizzo (o il tuo account) limitano quante richieste invia uno stesso client al minuto, per esempio 10 tentativi di accesso. Ogni contatore viene cancellato circa un’ora dopo la fine del suo minuto.
- **Statistiche**: contiamo alcuni eventi (una registrazione, un braccialetto salvato, un download, un ordine, una donazione) con la lingua, il paese e l’importo, e nulla che ti identifichi.

## Cosa conserviamo, perché e per quanto tempo

| Dati | Perché | Per quanto tempo |
|---|---|---|
| Account: nome, indirizzo email, password (conservata solo come hash con sale), ruoli, conferma dell’email, data e versioni delle condizioni accettate | Far funzionare il tuo account, farti accedere e scriverti | Finché elimini l’account |
| Accesso con Google, Facebook o Apple, quando è offerto: l’identificativo dell’account presso il fornitore e il nome, l’email e la foto che condivide | Farti accedere con quel fornitore | Finché elimini l’account |
| Foto del profilo (facoltativa) | Mostrarla nel tuo menu | Finché la rimuovi o elimini l’account |
| Indirizzo di spedizione e la sua nota | Spedire i braccialetti che ordini | Finché lo cambi o elimini l’account |
| Sessioni: quando hai effettuato l’accesso, il tuo indirizzo IP e il tuo browser | Tenerti connesso e proteggere il tuo account | 30 giorni dall’ultimo uso; uscire termina una sessione |
| Link monouso inviati via email (conferma dell’email, reimpostazione della password) | Confermare il tuo indirizzo o reimpostare la password | 24 ore (conferma), 1 ora (reimpostazione) |
| Braccialetti salvati (fino a 200) e link di braccialetti condivisi | Conservare i tuoi braccialetti e mostrare un braccialetto condiviso a chi ha il link | Finché li elimini o elimini l’account |
| Percorsi che crei e file che carichi (GPX, KML, KMZ: un file può contenere il tuo nome e i tempi di un’uscita registrata) | Creare braccialetti sul tuo percorso; un percorso pubblico è mostrato a tutti i podisti | Finché li elimini; vedi «Eliminare il tuo account» |
| Gare che proponi al calendario | Controllarle e pubblicarle | Una gara pubblicata resta nel calendario; il tuo nome viene tolto quando elimini l’account |
| Messaggi di contatto: nome, email, oggetto, messaggio, la pagina o l’ordine a cui si riferisce, lingua, le nostre risposte | Risponderti | Finché li cancelliamo; quelli di un membro sono cancellati con il suo account, e cancelliamo i tuoi quando lo chiedi |
| Ordini: braccialetti e quantità, prezzi, indirizzo di spedizione e nota, email, cronologia delle fasi dell’ordine, riferimenti di pagamento | Stampare, spedire e contabilizzare il tuo ordine, e rispondere alle tue domande | Per il tempo richiesto dalla legge contabile; vedi «Eliminare il tuo account» |
| Donazioni: importo, e l’email per la ricevuta se la indichi | Inviare la ricevuta e tenere la nostra contabilità | Per il tempo richiesto dalla legge contabile |
| Email che inviamo, mentre attendono di partire | Consegnarle | Cancellate dalla nostra coda 7 giorni dopo l’invio |
| Log del server: ora, l’indirizzo richiesto (senza segreti come i link di reimpostazione), codice di risposta, durata, errori e l’identificativo del membro del team che modifica qualcosa | Far funzionare il sito e proteggerlo | {{logRetentionDays}} giorni |
| Ciò che hai scritto in un modulo che conteneva un errore | Mostrartelo di nuovo nella pagina successiva | 2 minuti |
| Il registro di audit del team: quale membro del team ha fatto cosa, per esempio risposto al tuo messaggio o modificato il tuo ordine | Rendere il team responsabile delle sue azioni | Conservato come registro del team |

## Chi altro tratta i tuoi dati

Non vendiamo dati. Li condividiamo solo con questi servizi, ciascuno per la parte del servizio che fornisce:

- **Stripe** (pagamenti): quando ordini braccialetti o doni, paghi sulla pagina di pagamento di Stripe. I dati della tua carta vanno a Stripe, mai a noi; riceviamo lo stato del pagamento e i suoi riferimenti. Stripe li tratta secondo la propria [informativa sulla privacy](https://stripe.com/it/privacy), anche negli Stati Uniti.
- **Il nostro fornitore di posta** (server di invio: {{mailServer}}): trasporta ogni email che inviamo (link di conferma e di reimpostazione, email degli ordini, risposte ai tuoi messaggi), quindi vede gli indirizzi e il contenuto.
- **Google, Facebook o Apple**: solo se scegli di accedere con uno di loro; sa allora che usi Paceband.
- **Un fornitore di mappe**: se le mappe dei percorsi usano un servizio esterno, il tuo browser ne carica le immagini quando apri la mappa di un percorso, il che gli comunica il tuo indirizzo IP.
- **Il nostro fornitore di hosting** fa funzionare i server e il database per noi.

Il controllo antispam del modulo di contatto avviene nel tuo browser e sul nostro server; nessun servizio esterno viene interpellato. Nessuna rete pubblicitaria e nessun servizio di analisi riceve nulla: il sito non ne carica nessuno.

## Cookie e consenso

Il sito usa solo i cookie elencati in fondo a questa pagina. Quelli necessari lo fanno funzionare e non richiedono consenso. Se accetti l’«analisi» nelle [impostazioni dei cookie](/it/cookie), le pagine che visiti vengono annotate nella pagina per uno strumento di misurazione; oggi non viene caricato alcuno strumento del genere, quindi nulla lascia il tuo browser. La pubblicità resta disattivata se non la accetti, e oggi non viene mostrato alcun annuncio. Prima di aggiungere un servizio del genere lo indicheremo qui, e funzionerà solo con il tuo consenso. La memoria locale del tuo browser ricorda che hai chiuso il banner dell’app mobile.

## I tuoi diritti

- **Vedere e portare via i tuoi dati**: «Scarica i miei dati» in [Il mio profilo](/it/profilo) ti dà tutto ciò che contiene il tuo account, in un file JSON.
- **Correggerli**: cambia nome, email, foto e indirizzo nel tuo profilo.
- **Cancellarli**: elimina il tuo account dal tuo profilo (ti viene chiesta la password); vedi sotto.
- **Opporti, limitare un trattamento o chiedere altro**: scrivici; rispondiamo entro un mese.
- **Reclamare**: puoi anche rivolgerti all’autorità per la protezione dei dati del tuo paese.

## Eliminare il tuo account

L’eliminazione cancella in un colpo solo: il tuo account, le sue sessioni e i metodi di accesso, la tua foto, il tuo indirizzo, i braccialetti salvati, i link condivisi, i percorsi privati e i messaggi di contatto. Per i tuoi percorsi pubblici scegli tu: eliminarli (i braccialetti che altri podisti hanno creato su di essi si stampano comunque) o lasciarli sul sito senza il tuo nome; i loro file caricati sono cancellati in entrambi i casi. Le gare che hai proposto restano nel calendario senza il tuo nome. Gli ordini restano nella nostra contabilità con importi, date, fasi, zona geografica e riferimenti di pagamento, ma senza il tuo nome, la tua email, il tuo indirizzo, la tua nota e il nome dei braccialetti; un pagamento in sospeso viene annullato. Finché un ordine è pagato ma non ancora spedito, l’eliminazione attende: ci serve l’indirizzo per spedirlo.

## Sicurezza

Le connessioni sono cifrate; le password sono conservate solo come hash con sale; cambiare email o eliminare l’account richiede la password; un nuovo indirizzo email vale solo dopo la conferma, e il vecchio viene avvisato; i segreti sono rimossi dai nostri log.

## Modifiche di questa informativa

Ogni modifica è pubblicata in questa pagina come nuova versione, con il suo numero e la sua data; le versioni precedenti sono conservate. Le versioni che hai accettato alla registrazione sono registrate con il tuo account.
`,
};
