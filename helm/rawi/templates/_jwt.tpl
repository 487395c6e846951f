{{/*
The SPKI public key (PEM) of a 4096-bit PKCS#1 RSA private key (PEM), as genPrivateKey "rsa" makes.
Helm has no function that exports a public key, but both DER forms hold the same modulus and
exponent: RSAPrivateKey is SEQUENCE { 0, n, e, ... } and SubjectPublicKeyInfo is a fixed
rsaEncryption header followed by SEQUENCE { n, e }. For a 4096-bit key with e = 65537 the bytes
of n and e sit at fixed offsets 7..529 of the private key, so the public key is the fixed SPKI
prefix plus those bytes. Every fixed byte is checked first; anything else stops the render.
The chart's tests check the result against node:crypto's own derivation.
*/}}
{{- define "rawi.rsaPublicKeyPem" -}}
{{- $der := . | replace "-----BEGIN RSA PRIVATE KEY-----" "" | replace "-----END RSA PRIVATE KEY-----" "" | nospace | b64dec -}}
{{- /* 30 82 xx xx | 02 01 00 | 02 82 02 01 00 <512 bytes of n> | 02 03 01 00 01 */ -}}
{{- if or (ne (substr 0 2 $der | b64enc) "MII=") (ne (substr 4 12 $der | b64enc) "AgEAAoICAQA=") (ne (substr 524 529 $der | b64enc) "AgMBAAE=") -}}
{{- fail "jwt: the private key is not a 4096-bit PKCS#1 RSA key with exponent 65537; give both keys in jwt.existingSecret" -}}
{{- end -}}
{{- /* 30 82 02 22 30 0d 06 09 2a864886f70d010101 05 00 03 82 02 0f 00 30 82 02 0a 02 82 02 01 00 */ -}}
{{- $spki := printf "%s%s" (b64dec "MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA") (substr 12 529 $der) | b64enc -}}
-----BEGIN PUBLIC KEY-----
{{ regexFindAll ".{1,64}" $spki -1 | join "\n" }}
-----END PUBLIC KEY-----
{{ end -}}
