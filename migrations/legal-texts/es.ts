/** Version 1 of the legal pages in Spanish (see en.ts: frozen with its migration). */
export const es = {
  terms: `Estas condiciones rigen el uso de Paceband, el servicio gratuito de pulseras de ritmo, en la web y en la aplicación móvil. Al usar el sitio las aceptas; al crear una cuenta las aceptas junto con la [política de privacidad](/es/privacidad), y registramos qué versiones aceptaste. Los pedidos de pulseras impresas y las donaciones se rigen además por las [condiciones de venta](/es/condiciones-de-venta).

## 1. El servicio

Paceband calcula pulseras de ritmo: tiempos de paso a partir de tu tiempo objetivo, tu estrategia de ritmo y las cuestas de un recorrido, impresos a la medida de tu muñeca. También ofrece recorridos, un calendario de carreras, un predictor de tiempos, novedades, preguntas frecuentes y un formulario de contacto. Crear, imprimir y descargar pulseras es gratis y no necesita cuenta.

## 2. Tu cuenta

- Indica tu propia dirección de correo y confírmala con el enlace que te enviamos. Hasta entonces puedes crear y guardar pulseras, pero no pedir pulseras impresas, publicar un recorrido ni proponer una carrera.
- Guarda tu contraseña para ti: respondes de lo que se haga con tu cuenta. Avísanos enseguida si crees que otra persona la usa.
- Una cuenta por persona. Puedes eliminar la tuya en cualquier momento desde tu perfil.
- Podemos bloquear una cuenta que incumpla estas condiciones; sus sesiones terminan entonces. Pregúntanos y te diremos por qué.

## 3. Uso leal

No debes:

- enviar al sitio o a su API pública más solicitudes de las que permiten sus límites, ni intentar eludir esos límites;
- intentar entrar en otras cuentas, en el servidor o en la base de datos, ni perturbar el servicio para los demás;
- subir archivos o escribir textos que no tengas derecho a compartir, que sean ilícitos o que perjudiquen a otros;
- usar el formulario de contacto o las propuestas de carreras para publicidad o spam.

La API pública (documentada en /api/docs) es gratuita para las herramientas de los corredores, dentro de sus límites de uso. Podemos cambiarla y mantenemos su documentación al día.

## 4. Recorridos, carreras y lo que compartes

- Conservas todos tus derechos sobre los archivos de recorrido que subes (GPX, KML, KMZ). Un recorrido nuevo es privado: solo tú lo ves.
- Si nos pides que hagamos público un recorrido y lo aceptamos, autorizas a Paceband, gratis y mientras el recorrido esté en el sitio, a mostrarlo y a dejar que cualquier corredor cree e imprima pulseras sobre él. Cuando eliminas tu cuenta eliges si tus recorridos públicos se eliminan o se quedan en el sitio sin tu nombre.
- El equipo revisa cada carrera que propones antes de que aparezca en el calendario; al proponerla nos autorizas a publicarla.
- Un enlace de pulsera compartida muestra esa pulsera a cualquiera que tenga el enlace: compártelo solo con quien tú elijas.
- Podemos corregir, ocultar o retirar un contenido que incumpla estas condiciones o que alguien nos demuestre que es erróneo.

## 5. Una pulsera de ritmo es una ayuda, no una garantía

Las pulseras se calculan con lo que introduces y con datos de recorrido que pueden ser imperfectos (la altitud de un archivo subido, las distancias, los avituallamientos). Compara el recorrido con la información oficial de la carrera, y la pulsera impresa con tu plan, antes de correr. Las predicciones son estimaciones de modelos, no consejos médicos. Correr una carrera es tu decisión y tu responsabilidad: si tienes cualquier duda sobre tu salud, consulta a un médico. El servicio se ofrece tal cual; en la medida en que la ley lo permite, no respondemos de un resultado de carrera, de un objetivo no alcanzado ni de una pérdida causada por un error en una pulsera o un recorrido.

## 6. Disponibilidad

Paceband es gratuito desde 2014 y queremos que lo siga siendo, pero podemos cambiar o dejar de ofrecer funciones, o pausar el sitio por mantenimiento, sin deber indemnización. Tus pulseras guardadas siguen a tu disposición mientras exista tu cuenta.

## 7. Propiedad intelectual

El software, el diseño, los textos y las ilustraciones de Paceband pertenecen a sus autores. Las pulseras que imprimes son tuyas. Los recorridos que otros miembros hicieron públicos les pertenecen. No copies el sitio ni sus datos en su conjunto.

## 8. Cambios de estas condiciones

Cada cambio se publica en esta página como una nueva versión, con su número y su fecha; las versiones anteriores se conservan. Los cambios importantes se anuncian en las novedades. Si sigues usando tu cuenta tras un cambio, aceptas la nueva versión; si no la aceptas, puedes eliminar tu cuenta.

## 9. Preguntas y conflictos

Nada en estas condiciones te quita los derechos que la ley de tu país te da como consumidor. Si algo va mal, escríbenos primero con el [formulario de contacto](/es/contacto) o a {{contactEmail}}: buscaremos una solución contigo.
`,

  sale: `Estas condiciones se aplican a las pulseras de ritmo impresas que se piden en Paceband y a las donaciones. Completan las [condiciones de uso](/es/condiciones); cómo tratamos los datos de un pedido se explica en la [política de privacidad](/es/privacidad).

## 1. Quién puede pedir

Para pedir hace falta una cuenta de Paceband con la dirección de correo confirmada y una dirección de envío. Cualquiera puede donar, con o sin cuenta.

## 2. El producto

Una pulsera impresa es una tira de papel impermeable impresa con una pulsera que creaste y guardaste: su recorrido, tiempos objetivo, ritmo, diseño, colores y tema tal como estaban al hacer el pedido. Cada pulsera se fabrica según tus propias especificaciones. Revisa con cuidado la pulsera guardada antes de pedir: la imprimimos tal como la guardaste, y los cambios posteriores de la pulsera o de su tema no modifican un pedido ya hecho.

## 3. Precios

Antes de pagar, la página del pedido muestra el precio de una pulsera (el precio habitual tachado cuando hay una oferta), la cantidad, el subtotal, el descuento de un código promocional, los gastos de envío según el país de tu dirección (Canadá, Estados Unidos u otros países) y el total, en la moneda de la tienda. El total mostrado es el importe cobrado: no se añade nada al pagar. Los derechos de aduana o impuestos de importación que pueda cobrar el país de destino corren de tu cuenta. Los precios pueden cambiar; un pedido conserva los precios mostrados cuando se hizo.

## 4. Pedir y pagar

1. Elige pulseras guardadas y el número de copias de cada una (hasta el máximo que indica la página), revisa tu dirección y rellena el comentario de la dirección (código del portal, instrucciones de entrega o «ninguno»).
2. Si tienes un código promocional, introdúcelo y actualiza el total.
3. «Pagar» te lleva a la página de pago segura de Stripe, nuestro proveedor de pagos. Allí introduces tu tarjeta; sus datos nunca nos llegan.
4. La venta se cierra cuando Stripe confirma el pago: el pedido aparece entonces como «Pagado» y te enviamos un recibo por correo. Si la tarjeta es rechazada, no se cobra nada y puedes volver a intentarlo. Un pago que se deja sin completar caduca a los 30 minutos aproximadamente y el pedido se cancela.

## 5. Códigos promocionales

Un código promocional puede tener condiciones: fechas de validez, un número mínimo de pulseras, un uso por miembro, solo el primer pedido, miembros que ya han pedido, un recorrido concreto, un número de usos limitado. La página del pedido indica por qué un código no se aplica. Un código por pedido; un código no se puede cambiar por dinero.

## 6. Impresión y envío

Imprimimos los pedidos pagados por lotes y los enviamos por correo postal a la dirección del pedido. La página de tu pedido muestra cada paso (Pagado, Impreso, Enviado), y te escribimos cuando tus pulseras salen. El plazo de entrega depende luego del servicio postal del país de destino. Revisa tu dirección antes de pagar; si es errónea, escríbenos enseguida con tu número de pedido: podemos corregirla mientras el pedido no se haya enviado.

## 7. Cancelación, desistimiento y reembolsos

- **Antes de pagar**: sal de la página de pago; no se cobra nada y el pedido sin pagar se cancela.
- **Después de pagar, hasta que se impriman tus pulseras**: escríbenos con tu número de pedido; cancelamos el pedido y lo reembolsamos por completo, envío incluido.
- **Desistimiento**: tus pulseras se fabrican según tus especificaciones (tu recorrido, tus tiempos, tus ajustes). Para estos bienes personalizados, la ley de muchos países, incluida la de la Unión Europea, excluye el derecho de desistimiento: una vez impreso, un pedido no se puede devolver porque hayas cambiado de opinión.
- **Pulseras dañadas, erróneas o perdidas**: si tus pulseras llegan dañadas, no coinciden con la pulsera que guardaste o no llegan, escríbenos con tu número de pedido (y una foto si están dañadas). Las imprimimos y enviamos de nuevo gratis, o te reembolsamos si no es posible un nuevo envío. Esto no limita las garantías que te da la ley.
- **Si no podemos entregar un pedido** (por ejemplo, a una dirección a la que el correo no llega), lo cancelamos y lo reembolsamos por completo.

Los reembolsos vuelven a la tarjeta con la que pagaste, a través de Stripe; los bancos suelen reflejarlos en 5 a 10 días hábiles.

## 8. Donaciones

Una donación es un regalo que mantiene Paceband gratuito: no compra ningún producto ni servicio. La pagas con Stripe como un pedido y recibes un recibo por correo si indicas una dirección. Si donaste por error, escríbenos en un plazo de 14 días y te la reembolsamos.

## 9. Tu cuenta y tus pedidos

Los pedidos se quedan en nuestra contabilidad. Si eliminas tu cuenta, se conservan sin tu nombre, tu correo, tu dirección, tu comentario ni el nombre de las pulseras (consulta la política de privacidad). Mientras un pedido esté pagado pero aún no enviado, tu cuenta no se puede eliminar: necesitamos la dirección para enviarlo.

## 10. Preguntas y reclamaciones

Escríbenos con el [formulario de contacto](/es/contacto) o a {{contactEmail}}, indicando tu número de pedido. Nada en estas condiciones te quita los derechos que la ley de tu país te da como consumidor.
`,

  privacy: `Paceband crea gratis pulseras de ritmo imprimibles para corredores. Esta política explica qué datos personales guarda el sitio, para qué, durante cuánto tiempo y quién más los trata. En resumen: guardamos lo que el servicio necesita, no vendemos nada, no mostramos publicidad y nada mide tus visitas si no lo aceptas.

## Quién es responsable

El equipo de Paceband gestiona el sitio y decide qué se hace con tus datos. Escríbenos con el [formulario de contacto](/es/contacto) o a {{contactEmail}}.

## Visitar sin cuenta

Puedes crear, imprimir y descargar pulseras, leer las novedades y las preguntas frecuentes, consultar recorridos y el calendario de carreras y usar el predictor sin cuenta. Los ajustes de una pulsera viajan en la dirección de la página; solo los guardamos si guardas la pulsera. Un archivo de recorrido enviado a la API pública se lee y no se conserva.

Cada solicitud llega a nuestro servidor con tu dirección IP y una descripción de tu navegador. Usamos la dirección solo para tres cosas, y no la escribimos en nuestros registros:

- **País**: una base de geolocalización sin conexión, en nuestro propio servidor, encuentra tu país (y tu ciudad si instalamos una base de ciudades) para mostrar una bandera, rellenar formularios y sugerirte carreras cercanas. No se consulta ningún servicio externo.
- **Límites contra abusos**: contadores guardados bajo tu dirección (o tu cuenta) limitan cuántas solicitudes envía un mismo cliente por minuto, por ejemplo 10 intentos de inicio de sesión. Cada contador se borra una hora aproximadamente después de que termine su minuto.
- **Estadísticas**: contamos algunos eventos (un registro, una pulsera guardada, una descarga, un pedido, una donación) con el idioma, el país y el importe, y nada que te identifique.

## Qué guardamos, para qué y durante cuánto tiempo

| Datos | Para qué | Cuánto tiempo |
|---|---|---|
| Cuenta: nombre, dirección de correo, contraseña (guardada solo como hash con sal), roles, si el correo está confirmado, la fecha y las versiones de las condiciones aceptadas | Hacer funcionar tu cuenta, iniciar tu sesión y escribirte | Hasta que eliminas la cuenta |
| Inicio de sesión con Google, Facebook o Apple, cuando se ofrece: el identificador de la cuenta en el proveedor y el nombre, el correo y la foto que comparte | Iniciar tu sesión con ese proveedor | Hasta que eliminas la cuenta |
| Foto de perfil (opcional) | Mostrarla en tu menú | Hasta que la quitas o eliminas la cuenta |
| Dirección de envío y su comentario | Enviar las pulseras que pides | Hasta que la cambias o eliminas la cuenta |
| Sesiones: cuándo iniciaste sesión, tu dirección IP y tu navegador | Mantener tu sesión abierta y proteger tu cuenta | 30 días desde su último uso; cerrar sesión termina una sesión |
| Enlaces de un solo uso que enviamos por correo (confirmación del correo, restablecimiento de la contraseña) | Confirmar tu dirección o restablecer tu contraseña | 24 horas (confirmación), 1 hora (restablecimiento) |
| Pulseras guardadas (hasta 200) y enlaces de pulseras compartidas | Guardar tus pulseras y mostrar una pulsera compartida a quien tenga el enlace | Hasta que las eliminas o eliminas la cuenta |
| Recorridos que creas y archivos que subes (GPX, KML, KMZ: un archivo puede contener tu nombre y los tiempos de una salida registrada) | Crear pulseras sobre tu recorrido; un recorrido público se muestra a todos los corredores | Hasta que los eliminas; consulta «Eliminar tu cuenta» |
| Carreras que propones al calendario | Revisarlas y publicarlas | Una carrera publicada se queda en el calendario; tu nombre se retira al eliminar la cuenta |
| Mensajes de contacto: nombre, correo, asunto, mensaje, la página o el pedido al que se refiere, idioma, nuestras respuestas | Responderte | Hasta que los borramos; los de un miembro se borran con su cuenta, y borramos los tuyos cuando lo pidas |
| Pedidos: pulseras y cantidades, precios, dirección de envío y comentario, correo, historial de los pasos del pedido, referencias de pago | Imprimir, enviar y contabilizar tu pedido, y responder a tus preguntas | Tanto tiempo como exija la ley contable; consulta «Eliminar tu cuenta» |
| Donaciones: importe, y el correo del recibo si lo indicas | Enviar el recibo y llevar nuestras cuentas | Tanto tiempo como exija la ley contable |
| Correos que enviamos, mientras esperan a salir | Entregarlos | Se borran de nuestra cola 7 días después del envío |
| Registros del servidor: hora, la dirección solicitada (sin secretos como los enlaces de restablecimiento), código de respuesta, duración, errores y el identificador del miembro del equipo que cambia algo | Mantener el sitio en marcha y seguro | {{logRetentionDays}} días |
| Lo que escribiste en un formulario que tenía un error | Mostrártelo de nuevo en la página siguiente | 2 minutos |
| El registro de auditoría del equipo: qué miembro del equipo hizo qué, por ejemplo responder a tu mensaje o cambiar tu pedido | Que el equipo responda de sus actos | Se conserva como registro del equipo |

## Quién más trata tus datos

No vendemos datos. Solo los compartimos con estos servicios, cada uno para la parte del servicio que presta:

- **Stripe** (pagos): cuando pides pulseras o donas, pagas en la página de pago de Stripe. Los datos de tu tarjeta van a Stripe, nunca a nosotros; recibimos el estado del pago y sus referencias. Stripe los trata según su propia [política de privacidad](https://stripe.com/es/privacy), también en Estados Unidos.
- **Nuestro proveedor de correo** (servidor de envío: {{mailServer}}): transporta cada correo que enviamos (enlaces de confirmación y de restablecimiento, correos de pedidos, respuestas a tus mensajes), así que ve las direcciones y el contenido.
- **Google, Facebook o Apple**: solo si eliges iniciar sesión con uno de ellos; entonces sabe que usas Paceband.
- **Un proveedor de mapas**: si los mapas de los recorridos usan un servicio externo, tu navegador carga de él las imágenes del mapa cuando abres el mapa de un recorrido, lo que le da tu dirección IP.
- **Nuestro proveedor de alojamiento** hace funcionar los servidores y la base de datos por nosotros.

La comprobación antispam del formulario de contacto se hace en tu navegador y en nuestro servidor; no se consulta ningún servicio externo. Ninguna red publicitaria ni ningún servicio de analítica recibe nada: el sitio no carga ninguno.

## Cookies y consentimiento

El sitio solo usa las cookies que se enumeran al final de esta página. Las necesarias lo hacen funcionar y no requieren consentimiento. Si aceptas la «analítica» en la [configuración de cookies](/es/cookies), las páginas que ves se anotan en la página para una herramienta de medición; hoy no se carga ninguna herramienta así, de modo que nada sale de tu navegador. La publicidad sigue desactivada si no la aceptas, y hoy no se muestra ningún anuncio. Antes de añadir un servicio así lo nombraremos aquí, y solo funcionará con tu consentimiento. El almacenamiento local de tu navegador recuerda que cerraste el aviso de la aplicación móvil.

## Tus derechos

- **Ver y llevarte tus datos**: «Descargar mis datos» en [Mi perfil](/es/perfil) te da todo lo que contiene tu cuenta, en un archivo JSON.
- **Corregirlos**: cambia tu nombre, correo, foto y dirección en tu perfil.
- **Borrarlos**: elimina tu cuenta desde tu perfil (se pide tu contraseña); consulta más abajo.
- **Oponerte, limitar un tratamiento o pedir cualquier otra cosa**: escríbenos; respondemos en el plazo de un mes.
- **Reclamar**: también puedes reclamar ante la autoridad de protección de datos de tu país.

## Eliminar tu cuenta

La eliminación borra de una vez: tu cuenta, sus sesiones y métodos de inicio de sesión, tu foto, tu dirección, tus pulseras guardadas, tus enlaces compartidos, tus recorridos privados y tus mensajes de contacto. Para tus recorridos públicos eliges: eliminarlos (las pulseras que otros corredores crearon sobre ellos se siguen imprimiendo) o dejarlos en el sitio sin tu nombre; sus archivos subidos se borran en ambos casos. Las carreras que propusiste se quedan en el calendario sin tu nombre. Los pedidos se quedan en nuestra contabilidad con sus importes, fechas, pasos, zona de país y referencias de pago, pero sin tu nombre, tu correo, tu dirección, tu comentario ni el nombre de las pulseras; un pago pendiente se cancela. Mientras un pedido esté pagado pero aún no enviado, la eliminación espera: necesitamos la dirección para enviarlo.

## Seguridad

Las conexiones van cifradas; las contraseñas solo se guardan como hashes con sal; cambiar tu correo o eliminar tu cuenta pide tu contraseña; una dirección de correo nueva solo cuenta cuando se confirma, y se avisa a la anterior; los secretos se retiran de nuestros registros.

## Cambios de esta política

Cada cambio se publica en esta página como una nueva versión, con su número y su fecha; las versiones anteriores se conservan. Las versiones que aceptaste al registrarte quedan guardadas con tu cuenta.
`,
};
