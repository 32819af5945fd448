/**
 * Passwords at the top of published breach-frequency lists (and their usual French, German
 * and Spanish counterparts), lower case. Only entries of at least 8 characters are listed:
 * anything shorter is refused by the minimum length anyway. Compared case-insensitively.
 */
const LIST = `
password 12345678 123456789 1234567890 12345678910 0123456789 9876543210 987654321 87654321
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444
55555555 66666666 77777777 88888888 99999999 12121212 11223344 12344321 12341234 69696969
123123123 123321123 147258369 159753456 147852369 963852741 741852963 123456789a a123456789
1234567a 1234567q 12345qwert qwert12345 123qweasd qweasdzxc 1234qwer qwer1234 qwertyuiop
qwertyui qwerty12 qwerty123 qwerty1234 qwerty12345 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 1qaz2wsx3edc qazwsxedc
q2w3e4r5 asdfghjk asdfghjkl asdf1234 1234asdf zxcvbnm1 zxcvbnm123 zxcvbnma qwertzuiop qwertz123
azertyuiop azerty123 azerty12 azertyui abcd1234 1234abcd abc12345 abc123456 abcdefgh
abcdefg1 aaaaaaaa a1b2c3d4 a1s2d3f4 password1 password12 password123 password1234 password!
password1! 1password mypassword newpassword passpass pass1234 pa55word passw0rd p@ssw0rd
p@ssword passwort passwort1 passwort123 motdepasse motdepasse1 contrasena contraseña
contrasena1 contraseña1 iloveyou iloveyou1 iloveyou2 iloveu12 loveyou1 lovely12 loveme12
sunshine sunshine1 princess princess1 princesa football football1 football12 baseball
baseball1 basketball welcome1 welcome123 welcome12 letmein1 letmein123 trustno1 whatever
computer superman superman1 spiderman batman123 starwars michelle jennifer mercedes maverick
mustang1 internet samantha charlie1 michael1 jordan23 blink182 babygirl butterfly chocolate
pokemon1 minecraft fortnite liverpool chelsea1 arsenal1 manchester barcelona realmadrid
fcbarcelona dragon12 monkey12 shadow12 master12 hello123 hello1234 secret123 test1234
testtest tester12 guest123 default1 login123 changeme changeme1 administrator admin123
admin1234 adminadmin root1234 1q2w3e4r! !qaz2wsx 1234567890a iloveyou123 sunflower
fireball freedom1 jessica1 jennifer1 matthew1 michael12 nicholas nicole12 patrick1 thomas12
william1 summer12 summer123 winter12 spring12 autumn12 december november september october1
charlotte victoria elizabeth alexander alexandra christian christina daniel12 danielle
anthony1 benjamin caroline1 cookie12 cheese12 chicken1 hunter12 hunter123 ranger12
rainbow1 tigger12 buster12 ginger12 pepper12 harley12 hockey12 soccer12 tennis12 golfer12
killer12 access14 trustme1 lovelove sweetheart angel123 angels12 beautiful flower12
purple12 orange12 yellow12 silver12 golden12 diamond1 diamonds jewelry1 jewellery
heliora1 heliora123 bonjour1 bonjour123 soleil123 doudou12 chouchou loulou12 marseille
nicolas1 camille1 julien12 doudou123 hallo123 hallo1234 hallo12345 schatz12 schatzi1
geheim12 fussball bayern12 schalke04 dortmund1 deutschland sommer12 teamo123 tequiero1
mexico123 estrella mariposa america1 corazon1 futbol12 amorcito 1234567890q qazxswedc
zxcvbnmasdfghjkl 1qw23er4 1234512345 1234554321 1122334455 5201314520 woaini1314
`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((p) => p.length >= 8));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
